// The realtime socket of spec 7: socket.io on the site's own server (path /socket.io, same origin), to
// which the front end connects with the access token in its auth ({ auth: { token } }). A connection
// without a valid token is refused with an error whose data carries the message. Each socket joins
// its player's room, so balance, debit, credit, globalCredit, deposit and failedDeposit reach only that
// player's sockets. Logout, a password change and a reset close the sockets of the sessions they end, and
// a socket whose session has expired is closed instead of being sent anything (and by a sweep every
// minute), so a socket never outlives its token.
import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import type { PlayerEvent, SandboxContext } from './context';
import { authenticate } from './tokens';
import { balanceOf } from './wallet';
import { CHAT_NAMESPACE, attachChat } from './chat';

export const SOCKET_PATH = '/socket.io';

const userRoom = (userId: number) => `user:${userId}`;
const sessionRoom = (sessionId: string) => `session:${sessionId}`;

export interface SandboxSocket { io: Server; close(): void }

export function attachSocket(server: HttpServer, ctx: SandboxContext): SandboxSocket {
  const io = new Server(server, {
    path: SOCKET_PATH,
    serveClient: false,
    // Another upgrade listener on the same server (Vite's HMR, in some setups) keeps its requests.
    destroyUpgrade: false,
  });

  // The same check for the chat namespace (chat.ts): signed-in players only (spec 6 Guest).
  const requireToken = (socket: Socket, next: (error?: Error) => void) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    const result = authenticate(ctx.db, token, ctx.secret, ctx.now());
    if (!result.ok) {
      const error = new Error(token ? 'Invalid access token' : 'An access token is required') as Error & { data?: unknown };
      error.data = { message: error.message, status: 403, problem: token ? result.problem : 'missing' };
      return next(error);
    }
    socket.data.userId = result.session.userId;
    socket.data.sessionId = result.session.sessionId;
    socket.data.expiresAt = result.session.expiresAt.getTime();
    next();
  };
  io.use(requireToken);
  const chat = attachChat(io.of(CHAT_NAMESPACE).use(requireToken), ctx);

  io.on('connection', (socket) => {
    const { userId, sessionId } = socket.data as { userId: number; sessionId: string };
    void socket.join([userRoom(userId), sessionRoom(sessionId)]);
    // The current balance at once, so a page that connects late shows the right amounts.
    try {
      const { cash, nonCash, total, currencyCode } = balanceOf(ctx.db, userId);
      socket.emit('balance', { cash, nonCash, total, currencyCode });
    } catch {
      socket.disconnect(true);
    }
  });

  /** Closes the socket when its session has expired (the sandbox's clock); true when it did. */
  const closeIfExpired = (socket: Socket): boolean => {
    if ((socket.data as { expiresAt: number }).expiresAt > ctx.now().getTime()) return false;
    socket.disconnect(true);
    return true;
  };
  const onPlayer = (userId: number, event: PlayerEvent, payload: Record<string, unknown>) => {
    for (const id of io.sockets.adapter.rooms.get(userRoom(userId)) ?? []) {
      const socket = io.sockets.sockets.get(id);
      if (socket && !closeIfExpired(socket)) socket.emit(event, payload);
    }
  };
  const sweep = setInterval(() => {
    for (const socket of io.sockets.sockets.values()) closeIfExpired(socket);
  }, 60_000);
  sweep.unref();
  const onRevoked = (sessionId: string) => {
    io.in(sessionRoom(sessionId)).disconnectSockets(true);
    io.of(CHAT_NAMESPACE).in(sessionRoom(sessionId)).disconnectSockets(true);
  };
  const onReset = () => {
    io.disconnectSockets(true);
    io.of(CHAT_NAMESPACE).disconnectSockets(true);
  };
  ctx.bus.on('player', onPlayer);
  ctx.bus.on('sessionRevoked', onRevoked);
  ctx.bus.on('reset', onReset);

  return {
    io,
    close() {
      clearInterval(sweep);
      chat.close();
      ctx.bus.off('player', onPlayer);
      ctx.bus.off('sessionRevoked', onRevoked);
      ctx.bus.off('reset', onReset);
      io.disconnectSockets(true);
      // Not io.close(): that closes the HTTP server too, which belongs to Fastify.
      io.engine.close();
    },
  };
}

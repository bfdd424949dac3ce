// The realtime socket of spec 7: socket.io on the site's own server (path /socket.io, same origin), to
// which the front end connects with the access token in its auth ({ auth: { token } }). A connection
// without a valid token is refused with an error whose data carries the message. Each socket joins
// its player's room, so balance, debit, credit, globalCredit, deposit and failedDeposit reach only that
// player's sockets. In every namespace (this one, /chat, any other): logout, a password change, a freeze
// and a reset close the sockets of the sessions they end, and a socket whose session has ended is closed
// instead of being sent anything or heard (and by a sweep every 10 s), so a socket never outlives its token.
// With REDIS_URL (server/sharedState.ts) the site has many servers: socket.io's Redis adapter carries room
// broadcasts (the chat) to every server's sockets, and the sandbox's bus is relayed (context.ts), so each server
// sends a player's events to, and closes the ended sessions of, the sockets it holds itself (`local`).
import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Server, type Namespace, type Socket } from 'socket.io';
import type { PlayerEvent, SandboxContext } from './context';
import { authenticate } from './tokens';
import { balanceOf } from './wallet';
import { CHAT_NAMESPACE, attachChat } from './chat';

export const SOCKET_PATH = '/socket.io';

const userRoom = (userId: number) => `user:${userId}`;
const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** How often every socket's session is checked: an idle socket is closed at most this long after its session ends. */
export const SWEEP_MS = 10_000;

export interface SandboxSocket { io: Server; close(): void }

export function attachSocket(server: HttpServer, ctx: SandboxContext, options: { sweepMs?: number } = {}): SandboxSocket {
  const io = new Server(server, {
    path: SOCKET_PATH,
    serveClient: false,
    // Another upgrade listener on the same server (Vite's HMR, in some setups) keeps its requests.
    destroyUpgrade: false,
    ...(ctx.shared.kind === 'redis' ? { adapter: createAdapter(ctx.shared.duplicate(), ctx.shared.duplicate(), { key: `${ctx.shared.prefix}socket.io` }) } : {}),
  });

  // A connection without a valid token is refused (spec 6 Guest: the chat too only after logging in).
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
    next();
  };
  /**
   * Whether the socket's session still holds (the sandbox's clock, and not revoked: the token is read again);
   * when it does not, the socket is closed and true returned.
   */
  const closeIfEnded = (socket: Socket): boolean => {
    if (authenticate(ctx.db, socket.handshake.auth?.token, ctx.secret, ctx.now()).ok) return false;
    socket.disconnect(true);
    return true;
  };

  // Every namespace gets the same guard, the main one, /chat and any added later (security review N6: the
  // sweep once covered only the main one): the token check on connecting, its session's room (so a
  // revocation finds it), and a check of the session before each event it sends, so a socket whose token
  // has ended is closed instead of being heard. 'new_namespace' comes as io.of() makes one, before the
  // namespace's own handlers are added.
  const namespaces = new Set<Namespace>();
  const guard = (nsp: Namespace) => {
    namespaces.add(nsp);
    nsp.use(requireToken);
    nsp.on('connection', (socket) => {
      void socket.join(sessionRoom((socket.data as { sessionId: string }).sessionId));
      socket.use((_event, next) => { if (!closeIfEnded(socket)) next(); });
    });
  };
  guard(io.sockets);
  io.sockets.on('new_namespace', guard);
  const chat = attachChat(io.of(CHAT_NAMESPACE), ctx);

  io.on('connection', (socket) => {
    const { userId } = socket.data as { userId: number };
    void socket.join(userRoom(userId));
    // The current balance at once, so a page that connects late shows the right amounts.
    try {
      const { cash, nonCash, total, currencyCode } = balanceOf(ctx.db, userId);
      socket.emit('balance', { cash, nonCash, total, currencyCode });
    } catch {
      socket.disconnect(true);
    }
  });

  const onPlayer = (userId: number, event: PlayerEvent, payload: Record<string, unknown>) => {
    for (const id of io.sockets.adapter.rooms.get(userRoom(userId)) ?? []) {
      const socket = io.sockets.sockets.get(id);
      if (socket && !closeIfEnded(socket)) socket.emit(event, payload);
    }
  };
  // A socket that sends nothing and is sent nothing is closed by the sweep, in whichever namespace.
  const sweep = setInterval(() => {
    for (const nsp of namespaces) for (const socket of nsp.sockets.values()) closeIfEnded(socket);
  }, options.sweepMs ?? SWEEP_MS);
  sweep.unref();
  // Each server hears the bus (relayed with Redis) and closes its own sockets: `local`, not once more through the adapter.
  const onRevoked = (sessionId: string) => {
    for (const nsp of namespaces) nsp.local.in(sessionRoom(sessionId)).disconnectSockets(true);
  };
  const onReset = () => {
    for (const nsp of namespaces) nsp.local.disconnectSockets(true);
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
      for (const nsp of namespaces) nsp.local.disconnectSockets(true);
      // Not io.close(): that closes the HTTP server too, which belongs to Fastify.
      io.engine.close();
    },
  };
}

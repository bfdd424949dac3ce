// The panel's side of the sandbox chat room (server/sandbox/chat.ts): the socket.io namespace /chat with the
// access token in its auth. socket.io multiplexes namespaces: on the page's own origin it rides the wallet
// socket's connection (src/platform/realtime.ts) rather than opening another. A dropped connection is a
// status the panel shows; socket.io reconnects, and the history the room sends on every join replaces the
// list, so nothing is doubled or lost. A message the room refuses comes back with its refusal, so the panel
// can give the player their words back.
import { useEffect, useRef, useState } from 'react';
import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import type { ChatRole } from './chatRules';

export interface ChatMessage { id: number; author: string; role: ChatRole; nameColour?: string; text: string; at: string; mine?: boolean }
export type ChatErrorCode = 'EMPTY' | 'TOO_LONG' | 'RATE_LIMITED' | 'INVALID' | 'NICKNAME_NOT_ALLOWED';
/** A refusal of the room; text is the refused message's, when it was sent from here. */
export interface ChatError { code: ChatErrorCode; retryInMs?: number; text?: string }
export type ChatStatus = 'connecting' | 'connected' | 'reconnecting' | 'refused';
export interface ChatSend { text: string; nickname?: string; nameColour?: string }

type SocketFactory = (url: string, options: Partial<ManagerOptions & SocketOptions>) => Socket;

export interface ChatRoomOptions {
  /** The access token (null: not signed in, no connection). */
  token: string | null;
  /** The socket.io address; '' for the page's own origin. */
  url?: string;
  /** For tests: socket.io-client's io by default. */
  io?: SocketFactory;
}

/** The room while mounted: the messages (the last 50 and new ones), the connection, the last refusal, send. */
export function useChatRoom({ token, url = '', io }: ChatRoomOptions) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [status, setStatus] = useState<ChatStatus>('connecting');
  const [error, setError] = useState<ChatError | null>(null);
  const socketRef = useRef<Socket | null>(null);
  // The texts sent and not answered yet, oldest first: the room answers each send, in order, with the
  // message (to the player's own sockets, mine) or a refusal (to this socket).
  const pendingRef = useRef<string[]>([]);
  const tokenRef = useRef(token);
  tokenRef.current = token;

  useEffect(() => {
    if (!token) return undefined;
    let cancelled = false;
    let socket: Socket | null = null;
    setStatus('connecting');
    const load = io ? Promise.resolve(io) : import('socket.io-client').then((m) => m.io as SocketFactory);
    void load.then((factory) => {
      if (cancelled) return;
      socket = factory(`${url}/chat`, {
        path: '/socket.io',
        transports: ['websocket', 'polling'],
        auth: (cb: (data: object) => void) => cb({ token: tokenRef.current }),
      });
      socketRef.current = socket;
      socket.on('connect', () => setStatus('connected'));
      socket.on('disconnect', () => setStatus(socket?.active ? 'reconnecting' : 'refused'));
      socket.on('connect_error', () => setStatus(socket?.active ? 'reconnecting' : 'refused'));
      socket.on('chat:history', (payload: { messages?: ChatMessage[] }) => setMessages(Array.isArray(payload?.messages) ? payload.messages : []));
      socket.on('chat:message', (message: ChatMessage) => {
        if (message?.mine && message.text === pendingRef.current[0]) pendingRef.current.shift();
        setMessages((list) => [...list, message].slice(-200));
      });
      socket.on('chat:error', (payload: { code: ChatErrorCode; retryInMs?: number }) =>
        setError({ code: payload.code, retryInMs: payload.retryInMs, text: pendingRef.current.shift() }));
    }, () => { if (!cancelled) setStatus('refused'); });
    return () => {
      cancelled = true;
      socket?.removeAllListeners();
      socket?.disconnect();
      socketRef.current = null;
      pendingRef.current = [];
    };
  }, [token, url, io]);

  /**
   * Sends a message; false when there is no socket yet (the panel keeps the draft). A socket between two
   * connections (the status not caught up yet, or the shared connection just renewed) is asked to connect:
   * socket.io keeps the message and sends it once connected, so what the player wrote is not lost.
   */
  const send = (payload: ChatSend): boolean => {
    const socket = socketRef.current;
    if (!socket) return false;
    if (!socket.connected && !socket.active) socket.connect();
    setError(null);
    pendingRef.current.push(payload.text);
    socket.emit('chat:send', payload);
    return true;
  };
  return { messages, status, error, send, clearError: () => setError(null) };
}

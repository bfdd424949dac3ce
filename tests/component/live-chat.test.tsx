// @vitest-environment jsdom
// The live chat (spec 2.5 'Live chat with settings: name colour, appearance dark or light, font size,
// nickname'; spec 6 Guest 'Can use the chat only after logging in'): the layout's LiveChat node shows a
// launcher to a signed-in player only, with showLiveChat on; the panel shows the room's messages as text,
// its refusals and a dropped connection, and keeps the player's settings per player.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { NodeDocument } from '../../src/generated/types';
import { RenderNodes } from '../../src/renderer/RenderNode';
import { RendererContext } from '../../src/renderer/RendererContext';
import { emptyScope } from '../../src/renderer/scope';
import { useSession } from '../../src/platform/session';
import { useChatSettings } from '../../src/chat/chatSettings';
import { chatSettingsKey } from '../../src/chat/chatRules';
import ChatPanel from '../../src/widgets/LiveChat/ChatPanel';
import { rendererServices } from '../support/rendererServices';
import { en, renderWith } from './tournaments-helpers';
import layout from '../../brands/curacao/layout.json';

const renderer = rendererServices();
const noCall = () => { throw new Error('no call expected'); };
const chatNode = (layout.notices as unknown as NodeDocument[]).filter((n) => n.type === 'LiveChat');

afterEach(() => {
  cleanup();
  localStorage.clear();
  useSession.setState({ token: null, authenticated: false, user: null });
});

describe('the launcher (spec 6 Guest: the chat only after logging in)', () => {
  const renderLayout = (settings: Record<string, unknown>) => renderWith(
    <RendererContext.Provider value={renderer}><RenderNodes nodes={chatNode} path="layout.json#/notices" /></RendererContext.Provider>,
    noCall, { ...emptyScope, settings } as never, '/casino');
  const launcher = () => screen.queryByRole('button', { name: en('text.chat.launcher') });

  it('is shown to a signed-in player with showLiveChat on, and to no one else', async () => {
    useSession.setState({ token: 't', authenticated: true, user: { userId: 7 } });
    renderLayout({ showLiveChat: true });
    await waitFor(() => expect(launcher()).not.toBeNull());
    cleanup();
    renderLayout({ showLiveChat: false });
    await waitFor(() => expect(screen.queryByTestId('chat-launcher')).toBeNull());
    cleanup();
    act(() => useSession.setState({ token: null, authenticated: false, user: null }));
    renderLayout({ showLiveChat: true });
    // The widget's chunk has loaded once the signed-in render above showed it; a guest gets nothing.
    await new Promise((resolve) => queueMicrotask(() => resolve(null)));
    expect(launcher()).toBeNull();
  });
});

/** A socket.io client stand-in: the test plays the server. */
function fakeRoom() {
  const handlers = new Map<string, Array<(payload?: unknown) => void>>();
  const sent: unknown[] = [];
  const socket = {
    connected: false, active: true,
    on(event: string, handler: (payload?: unknown) => void) { handlers.set(event, [...(handlers.get(event) ?? []), handler]); return socket; },
    emit(event: string, payload: unknown) { if (event === 'chat:send') sent.push(payload); return socket; },
    removeAllListeners() { handlers.clear(); return socket; },
    disconnect() { socket.connected = false; return socket; },
  };
  let address = '';
  const io = ((url: string) => { address = url; return socket; }) as never;
  const server = (event: string, payload?: unknown) => act(() => { for (const h of handlers.get(event) ?? []) h(payload); });
  return { io, sent, socket, server, address: () => address };
}

function Harness({ io, userId }: { io: never; userId: number }) {
  const [settings, update] = useChatSettings(userId);
  return <ChatPanel token="t" settings={settings} onSettings={update} io={io} />;
}

describe('the panel (spec 2.5 live chat)', () => {
  it('shows the history and new messages as text, sends within the limits and shows the room\'s refusal', async () => {
    const room = fakeRoom();
    renderWith(<Harness io={room.io} userId={7} />, noCall);
    await waitFor(() => expect(room.address()).toBe('/chat'));
    room.socket.connected = true;
    room.server('connect');
    room.server('chat:history', { messages: [{ id: 1, author: 'Ana', bot: false, text: '<b>html</b>', at: '2026-03-02T10:00:00Z' }] });
    const log = screen.getByRole('log', { name: en('text.chat.messages') });
    expect(log.textContent).toContain('<b>html</b>');
    expect(log.querySelector('b')).toBeNull();

    const input = screen.getByLabelText(en('text.chat.input'));
    const send = screen.getByRole('button', { name: en('text.chat.send') });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(input, { target: { value: 'x'.repeat(501) } });
    expect(screen.getByTestId('chat-error').textContent).toBe(en('text.chat.errors.tooLong', { max: 500 }));
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(input, { target: { value: '  hello  ' } });
    fireEvent.click(send);
    expect(room.sent).toEqual([{ text: 'hello', nameColour: 'blue' }]);
    expect((input as HTMLTextAreaElement).value).toBe('');
    room.server('chat:message', { id: 2, author: 'Player 7', bot: false, text: 'hello', at: '2026-03-02T10:00:01Z', mine: true });
    room.server('chat:message', { id: 3, author: 'Support', bot: true, text: 'Thanks!', at: '2026-03-02T10:00:01Z' });
    expect(screen.getByTestId('chat-bot-message').textContent).toBe(`${en('text.chat.bot', { name: 'Support' })}: Thanks!`);
    room.server('chat:error', { code: 'RATE_LIMITED', message: 'x', retryInMs: 4200 });
    expect(screen.getByTestId('chat-error').textContent).toBe(en('text.chat.errors.rateLimited', { seconds: 5 }));
  });

  it('shows a dropped connection, keeps the draft, and works again when the connection is back', async () => {
    const room = fakeRoom();
    renderWith(<Harness io={room.io} userId={7} />, noCall);
    await waitFor(() => expect(room.address()).toBe('/chat'));
    room.socket.connected = true;
    room.server('connect');
    expect(screen.queryByTestId('chat-status')).toBeNull();
    room.socket.connected = false;
    room.server('disconnect');
    expect(screen.getByTestId('chat-status').textContent).toBe(en('text.chat.reconnecting'));
    fireEvent.change(screen.getByLabelText(en('text.chat.input')), { target: { value: 'draft' } });
    expect((screen.getByRole('button', { name: en('text.chat.send') }) as HTMLButtonElement).disabled).toBe(true);
    room.socket.connected = true;
    room.server('connect');
    room.server('chat:history', { messages: [] });
    expect(screen.queryByTestId('chat-status')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: en('text.chat.send') }));
    expect(room.sent).toEqual([{ text: 'draft', nameColour: 'blue' }]);
  });

  it('keeps the settings per player: nickname, name colour, appearance and font size', async () => {
    const room = fakeRoom();
    renderWith(<Harness io={room.io} userId={7} />, noCall);
    fireEvent.click(screen.getByRole('button', { name: en('text.chat.settings.toggle') }));
    fireEvent.change(screen.getByLabelText(en('text.chat.settings.nickname')), { target: { value: 'Rosa C' } });
    fireEvent.change(screen.getByLabelText(en('text.chat.settings.nameColour')), { target: { value: 'green' } });
    fireEvent.change(screen.getByLabelText(en('text.chat.settings.appearance')), { target: { value: 'dark' } });
    fireEvent.change(screen.getByLabelText(en('text.chat.settings.fontSize')), { target: { value: 'lg' } });
    expect(JSON.parse(localStorage.getItem(chatSettingsKey(7)) ?? 'null')).toEqual({ nickname: 'Rosa C', nameColour: 'green', appearance: 'dark', fontSize: 'lg' });
    cleanup();
    renderWith(<Harness io={fakeRoom().io} userId={7} />, noCall);
    fireEvent.click(screen.getByRole('button', { name: en('text.chat.settings.toggle') }));
    await waitFor(() => expect((screen.getByLabelText(en('text.chat.settings.nickname')) as HTMLInputElement).value).toBe('Rosa C'));
    cleanup();
    renderWith(<Harness io={fakeRoom().io} userId={8} />, noCall);
    fireEvent.click(screen.getByRole('button', { name: en('text.chat.settings.toggle') }));
    expect((screen.getByLabelText(en('text.chat.settings.nickname')) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(en('text.chat.settings.nameColour')) as HTMLSelectElement).value).toBe('blue');
  });
});

// @vitest-environment jsdom
// The live chat (spec 2.5 'Live chat with settings: name colour, appearance dark or light, font size,
// nickname'; spec 6 Guest 'Can use the chat only after logging in'): the layout's LiveChat node shows a
// launcher to a signed-in player only, with showLiveChat on; the panel shows the room's messages as text,
// its refusals and a dropped connection, and keeps the player's settings per player. Security review N3: the
// bot's and staff's messages carry a badge by their role that no player's name can make, and a refused chat
// name is explained, with the way to change it, while the message typed is kept.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NodeDocument } from '../../src/generated/types';
import { RenderNodes } from '../../src/renderer/RenderNode';
import { RendererContext } from '../../src/renderer/RendererContext';
import { emptyScope } from '../../src/renderer/scope';
import { useSession } from '../../src/platform/session';
import { useChatSettings } from '../../src/chat/chatSettings';
import { chatSettingsKey } from '../../src/chat/chatRules';
import ChatPanel from '../../src/widgets/LiveChat/ChatPanel';
import { rendererStandIn } from '../support/services';
import { en, renderWith } from './tournaments-helpers';
import layout from '../../brands/curacao/layout.json';

const renderer = rendererStandIn();
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
    room.server('chat:history', { messages: [{ id: 1, author: 'Ana', role: 'player', text: '<b>html</b>', at: '2026-03-02T10:00:00Z' }] });
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
    room.server('chat:message', { id: 2, author: 'Player 7', role: 'player', text: 'hello', at: '2026-03-02T10:00:01Z', mine: true });
    room.server('chat:message', { id: 3, author: 'Support', role: 'bot', text: 'Thanks!', at: '2026-03-02T10:00:01Z' });
    expect(screen.getByTestId('chat-bot-message').textContent).toBe(`Support ${en('text.chat.roles.bot')}: Thanks!`);
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
    fireEvent.change(screen.getByLabelText(en('text.chat.settings.nickname')), { target: { value: 'Rosa_C' } });
    fireEvent.change(screen.getByLabelText(en('text.chat.settings.nameColour')), { target: { value: 'green' } });
    fireEvent.change(screen.getByLabelText(en('text.chat.settings.appearance')), { target: { value: 'dark' } });
    fireEvent.change(screen.getByLabelText(en('text.chat.settings.fontSize')), { target: { value: 'lg' } });
    expect(JSON.parse(localStorage.getItem(chatSettingsKey(7)) ?? 'null')).toEqual({ nickname: 'Rosa_C', nameColour: 'green', appearance: 'dark', fontSize: 'lg' });
    cleanup();
    renderWith(<Harness io={fakeRoom().io} userId={7} />, noCall);
    fireEvent.click(screen.getByRole('button', { name: en('text.chat.settings.toggle') }));
    await waitFor(() => expect((screen.getByLabelText(en('text.chat.settings.nickname')) as HTMLInputElement).value).toBe('Rosa_C'));
    cleanup();
    renderWith(<Harness io={fakeRoom().io} userId={8} />, noCall);
    fireEvent.click(screen.getByRole('button', { name: en('text.chat.settings.toggle') }));
    expect((screen.getByLabelText(en('text.chat.settings.nickname')) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(en('text.chat.settings.nameColour')) as HTMLSelectElement).value).toBe('blue');
  });

  it('marks the bot\'s and staff\'s messages by their role, with a badge a player\'s name cannot make (security review N3)', async () => {
    const room = fakeRoom();
    renderWith(<Harness io={room.io} userId={7} />, noCall);
    await waitFor(() => expect(room.address()).toBe('/chat'));
    room.socket.connected = true;
    room.server('connect');
    room.server('chat:history', { messages: [
      { id: 1, author: 'Support', role: 'bot', text: 'bot text', at: '2026-03-02T10:00:00Z' },
      { id: 2, author: 'Ana', role: 'staff', text: 'staff text', at: '2026-03-02T10:00:01Z' },
      // Whatever a player is called (an old message, another room's rules), their name is a plain name.
      { id: 3, author: 'Support (bot)', role: 'player', text: 'player text', at: '2026-03-02T10:00:02Z' },
      // A role the panel does not know is no mark either.
      { id: 4, author: 'Support', role: 'root', text: 'unknown role', at: '2026-03-02T10:00:03Z' },
    ] });
    const bot = screen.getByTestId('chat-bot-message');
    const staff = screen.getByTestId('chat-staff-message');
    const [player, unknown] = screen.getAllByTestId('chat-message');
    expect(within(bot).getByTestId('chat-role').textContent).toBe(en('text.chat.roles.bot'));
    expect(within(staff).getByTestId('chat-role').textContent).toBe(en('text.chat.roles.staff'));
    expect(within(player).queryByTestId('chat-role')).toBeNull();
    expect(player.textContent).toBe('Support (bot): player text');
    expect(within(unknown).queryByTestId('chat-role')).toBeNull();
  });

  it('a chat name the room refuses: says why, keeps the message, and leads to the nickname field', async () => {
    const room = fakeRoom();
    localStorage.setItem(chatSettingsKey(7), JSON.stringify({ nickname: 'Support_Team' }));
    renderWith(<Harness io={room.io} userId={7} />, noCall);
    await waitFor(() => expect(room.address()).toBe('/chat'));
    room.socket.connected = true;
    room.server('connect');
    room.server('chat:history', { messages: [] });
    const input = screen.getByLabelText(en('text.chat.input')) as HTMLTextAreaElement;
    fireEvent.change(input, { target: { value: 'my words' } });
    fireEvent.click(screen.getByRole('button', { name: en('text.chat.send') }));
    expect(room.sent).toEqual([{ text: 'my words', nickname: 'Support_Team', nameColour: 'blue' }]);
    expect(input.value).toBe('');
    room.server('chat:error', { code: 'NICKNAME_NOT_ALLOWED', message: 'This chat name cannot be used' });
    // The reason, announced (role alert), and the message back in the input.
    expect(screen.getByRole('alert').textContent).toBe(en('text.chat.errors.nicknameNotAllowed'));
    expect(input.value).toBe('my words');
    // Typing does not hide the reason while the name is unchanged.
    fireEvent.change(input, { target: { value: 'my words!' } });
    expect(screen.getByTestId('chat-error').textContent).toBe(en('text.chat.errors.nicknameNotAllowed'));
    // The way to fix it: the settings open with the focus on the nickname, which says what is wrong too.
    fireEvent.click(screen.getByRole('button', { name: en('text.chat.errors.changeNickname') }));
    const nickname = await screen.findByLabelText(en('text.chat.settings.nickname'));
    await waitFor(() => expect(document.activeElement).toBe(nickname));
    expect(nickname.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('chat-nickname-error').textContent).toBe(en('text.chat.errors.nicknameNotAllowed'));
    fireEvent.change(nickname, { target: { value: 'Rosa' } });
    expect(screen.queryByTestId('chat-error')).toBeNull();
    expect(nickname.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: en('text.chat.send') }));
    expect(room.sent[1]).toEqual({ text: 'my words!', nickname: 'Rosa', nameColour: 'blue' });
  });
});

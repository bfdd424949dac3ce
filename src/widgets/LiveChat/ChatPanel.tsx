// The chat panel's content: the connection state, the messages (as text, never markup), the player's
// settings and the input within the room's limits. The room (src/chat/chatRoom.ts) refuses what the rules
// refuse too; the panel says so before sending where it can and shows the room's refusals (a chat name, the
// room alone checks), and a refused message comes back to the input. Who wrote a message is its role, from the room: the bot's and staff's carry a badge
// no chosen name can make (security review N3); a player's name is only ever a coloured name.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Badge, Box, Button, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { useText } from '../../renderer/text';
import { useChatRoom, type ChatErrorCode, type ChatMessage } from '../../chat/chatRoom';
import { CHAT_MESSAGE_MAX, chatNickname, validateChatMessage, type ChatSettings } from '../../chat/chatRules';
import ChatSettingsForm from './ChatSettingsForm';

const ERROR_KEYS: Record<ChatErrorCode, string> = {
  EMPTY: 'text.chat.errors.empty',
  TOO_LONG: 'text.chat.errors.tooLong',
  RATE_LIMITED: 'text.chat.errors.rateLimited',
  INVALID: 'text.chat.errors.invalid',
  NICKNAME_NOT_ALLOWED: 'text.chat.errors.nicknameNotAllowed',
};

interface Props {
  token: string;
  settings: ChatSettings;
  onSettings: (patch: Partial<ChatSettings>) => void;
  /** For tests: socket.io-client's io. */
  io?: Parameters<typeof useChatRoom>[0]['io'];
}

export default function ChatPanel({ token, settings, onSettings, io }: Props) {
  const t = useText();
  const room = useChatRoom({ token, io });
  const [draft, setDraft] = useState('');
  const [showSettings, setShowSettings] = useState(false);
  // Set when the player asks to change a refused name: the nickname field gets the focus once it is shown.
  const [focusNickname, setFocusNickname] = useState(false);
  const nicknameRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [room.messages.length]);
  // A refused message comes back to the input, unless the player has started another one.
  const refusedText = room.error?.text;
  useEffect(() => {
    if (refusedText) setDraft((current) => (current.trim() ? current : refusedText));
  }, [room.error, refusedText]);
  useEffect(() => {
    if (!focusNickname || !showSettings) return;
    nicknameRef.current?.focus();
    setFocusNickname(false);
  }, [focusNickname, showSettings]);

  const length = [...draft.trim()].length;
  const tooLong = length > CHAT_MESSAGE_MAX;
  const down = room.status !== 'connected';
  // The room checks the chat name (src/chat/chatNames.ts) and says when it refuses one; the refusal stands
  // until the player changes the name.
  const nicknameRefused = room.error?.code === 'NICKNAME_NOT_ALLOWED';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const valid = validateChatMessage(draft);
    if (!valid.ok) return;
    const nickname = chatNickname(settings.nickname);
    if (room.send({ text: valid.text, ...(nickname ? { nickname } : {}), nameColour: settings.nameColour })) setDraft('');
  };
  const changeSettings = (patch: Partial<ChatSettings>) => {
    if (patch.nickname !== undefined && nicknameRefused) room.clearError();
    onSettings(patch);
  };
  const changeNickname = () => {
    setShowSettings(true);
    setFocusNickname(true);
  };
  const errorText = tooLong ? t('text.chat.errors.tooLong', { max: CHAT_MESSAGE_MAX })
    : room.error ? t(ERROR_KEYS[room.error.code], { max: CHAT_MESSAGE_MAX, seconds: Math.ceil((room.error.retryInMs ?? 0) / 1000) }) : '';
  // A player's name: their colour (the player's own choice for their messages); never the bot's or staff's look.
  const colourOf = (m: ChatMessage) => (m.mine ? settings.nameColour : m.nameColour ?? 'blue');
  // Only the room's own word makes a message the bot's or staff's; anything else is a player's.
  const roleOf = (m: ChatMessage) => (m.role === 'bot' || m.role === 'staff' ? m.role : 'player');

  return (
    <>
      {down && (
        <Text role="status" fontSize="sm" color={room.status === 'refused' ? 'fg.error' : 'fg.warning'} data-testid="chat-status">
          {t(room.status === 'connecting' ? 'text.chat.connecting' : room.status === 'refused' ? 'text.chat.refused' : 'text.chat.reconnecting')}
        </Text>
      )}
      <Button variant="outline" size="xs" alignSelf="flex-start" onClick={() => setShowSettings((v) => !v)} aria-expanded={showSettings} aria-controls="chat-settings">
        {t('text.chat.settings.toggle')}
      </Button>
      {showSettings && (
        <ChatSettingsForm id="chat-settings" settings={settings} onChange={changeSettings} nicknameRef={nicknameRef}
          nicknameError={nicknameRefused ? ERROR_KEYS.NICKNAME_NOT_ALLOWED : null} />
      )}
      <Box ref={logRef} role="log" aria-label={t('text.chat.messages')} tabIndex={0} flex="1" minH="8rem" overflowY="auto"
        borderWidth="1px" borderRadius="md" p={2} fontSize={settings.fontSize} data-testid="chat-log">
        {room.messages.length === 0 ? (
          <Text color="fg.muted">{t(room.status === 'connected' ? 'text.chat.empty' : 'text.chat.loading')}</Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap={2} m={0} p={0}>
            {room.messages.map((m) => ({ m, role: roleOf(m) })).map(({ m, role }) => (
              <Box as="li" key={m.id} data-testid={role === 'player' ? 'chat-message' : `chat-${role}-message`}>
                {role === 'player' ? (
                  <Text as="span" fontWeight="semibold" colorPalette={colourOf(m)} color="colorPalette.fg">{m.author}</Text>
                ) : (
                  <>
                    <Text as="span" fontWeight="bold">{m.author}</Text>{' '}
                    <Badge size="sm" variant="solid" colorPalette={role === 'staff' ? 'purple' : 'gray'} data-testid="chat-role">
                      {t(`text.chat.roles.${role}`)}
                    </Badge>
                  </>
                )}
                {/* Text children: React escapes them, so HTML in a message is shown, never interpreted. */}
                <Text as="span" whiteSpace="pre-wrap" overflowWrap="anywhere">{`: ${m.text}`}</Text>
              </Box>
            ))}
          </Stack>
        )}
      </Box>
      <form method="post" onSubmit={submit}>
        <Field.Root invalid={!!errorText}>
          <Field.Label>{t('text.chat.input')}</Field.Label>
          <Textarea value={draft} rows={2} autoresize maxH="8rem" bg="bg.panel" color="fg"
            onChange={(e) => { setDraft(e.target.value); if (!nicknameRefused) room.clearError(); }}
            onKeyDown={(e) => { if (e.key === 'Enter' && !e.shiftKey) { e.preventDefault(); e.currentTarget.form?.requestSubmit(); } }} />
          <Field.HelperText aria-live="polite">{t('text.chat.count', { count: length, max: CHAT_MESSAGE_MAX })}</Field.HelperText>
          <Field.ErrorText role="alert" data-testid="chat-error">{errorText}</Field.ErrorText>
        </Field.Root>
        {nicknameRefused && (
          <Button variant="outline" size="xs" mt={2} onClick={changeNickname}>{t('text.chat.errors.changeNickname')}</Button>
        )}
        <Button type="submit" mt={2} w="full" disabled={down || length === 0 || tooLong}>{t('text.chat.send')}</Button>
      </form>
    </>
  );
}

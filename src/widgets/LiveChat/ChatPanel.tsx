// The chat panel's content: the connection state, the messages (as text, never markup), the player's
// settings and the input within the room's limits. The room (src/chat/chatRoom.ts) refuses what the rules
// refuse too; the panel says so before sending and shows the room's refusals.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Box, Button, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { useText } from '../../renderer/text';
import { useChatRoom, type ChatErrorCode, type ChatMessage } from '../../chat/chatRoom';
import { CHAT_MESSAGE_MAX, chatNickname, validateChatMessage, type ChatSettings } from '../../chat/chatRules';
import ChatSettingsForm from './ChatSettingsForm';

const ERROR_KEYS: Record<ChatErrorCode, string> = {
  EMPTY: 'text.chat.errors.empty',
  TOO_LONG: 'text.chat.errors.tooLong',
  RATE_LIMITED: 'text.chat.errors.rateLimited',
  INVALID: 'text.chat.errors.invalid',
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
  const logRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [room.messages.length]);

  const length = [...draft.trim()].length;
  const tooLong = length > CHAT_MESSAGE_MAX;
  const down = room.status !== 'connected';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const valid = validateChatMessage(draft);
    if (!valid.ok) return;
    const nickname = chatNickname(settings.nickname);
    if (room.send({ text: valid.text, ...(nickname ? { nickname } : {}), nameColour: settings.nameColour })) setDraft('');
  };
  const nameOf = (m: ChatMessage) => (m.mine ? settings.nameColour : m.bot ? 'gray' : m.nameColour ?? 'gray');

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
      {showSettings && <ChatSettingsForm id="chat-settings" settings={settings} onChange={onSettings} />}
      <Box ref={logRef} role="log" aria-label={t('text.chat.messages')} tabIndex={0} flex="1" minH="8rem" overflowY="auto"
        borderWidth="1px" borderRadius="md" p={2} fontSize={settings.fontSize} data-testid="chat-log">
        {room.messages.length === 0 ? (
          <Text color="fg.muted">{t(room.status === 'connected' ? 'text.chat.empty' : 'text.chat.loading')}</Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap={2} m={0} p={0}>
            {room.messages.map((m) => (
              <Box as="li" key={m.id} data-testid={m.bot ? 'chat-bot-message' : 'chat-message'}>
                <Text as="span" fontWeight="semibold" colorPalette={nameOf(m)} color="colorPalette.fg">
                  {m.bot ? t('text.chat.bot', { name: m.author }) : m.author}
                </Text>
                {/* Text children: React escapes them, so HTML in a message is shown, never interpreted. */}
                <Text as="span" whiteSpace="pre-wrap" overflowWrap="anywhere">{`: ${m.text}`}</Text>
              </Box>
            ))}
          </Stack>
        )}
      </Box>
      <form method="post" onSubmit={submit}>
        <Field.Root invalid={tooLong || !!room.error}>
          <Field.Label>{t('text.chat.input')}</Field.Label>
          <Textarea value={draft} rows={2} autoresize maxH="8rem" bg="bg.panel" color="fg"
            onChange={(e) => { setDraft(e.target.value); room.clearError(); }}
            onKeyDown={(e) => { if (e.key === 'Enter' && !e.shiftKey) { e.preventDefault(); e.currentTarget.form?.requestSubmit(); } }} />
          <Field.HelperText aria-live="polite">{t('text.chat.count', { count: length, max: CHAT_MESSAGE_MAX })}</Field.HelperText>
          <Field.ErrorText role="alert" data-testid="chat-error">
            {tooLong ? t('text.chat.errors.tooLong', { max: CHAT_MESSAGE_MAX }) : room.error ? t(ERROR_KEYS[room.error.code], { max: CHAT_MESSAGE_MAX, seconds: Math.ceil((room.error.retryInMs ?? 0) / 1000) }) : ''}
          </Field.ErrorText>
        </Field.Root>
        <Button type="submit" mt={2} w="full" disabled={down || length === 0 || tooLong}>{t('text.chat.send')}</Button>
      </form>
    </>
  );
}

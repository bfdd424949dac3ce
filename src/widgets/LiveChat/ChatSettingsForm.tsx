// The player's chat settings (spec 2.5): name colour, appearance (dark or light), font size and nickname.
// Each change is kept at once (src/chat/chatSettings.ts). A nickname the room refused says so at the field.
import type { Ref } from 'react';
import { Field, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useText } from '../../renderer/text';
import { CHAT_FONT_SIZES, CHAT_NAME_COLOURS, type ChatSettings } from '../../chat/chatRules';

interface Props {
  id: string;
  settings: ChatSettings;
  onChange: (patch: Partial<ChatSettings>) => void;
  /** The text key of why the room refused the nickname; null when it did not. */
  nicknameError?: string | null;
  nicknameRef?: Ref<HTMLInputElement>;
}

function Choice<T extends string>({ label, value, options, optionKey, onChange }: {
  label: string; value: T; options: readonly T[]; optionKey: (option: T) => string; onChange: (value: T) => void;
}) {
  const t = useText();
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value as T)}>
          {options.map((o) => <option key={o} value={o}>{t(optionKey(o))}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

export default function ChatSettingsForm({ id, settings, onChange, nicknameError = null, nicknameRef }: Props) {
  const t = useText();
  return (
    <Stack id={id} role="group" aria-label={t('text.chat.settings.title')} gap={2} borderWidth="1px" borderRadius="md" p={3}>
      <Field.Root invalid={!!nicknameError}>
        <Field.Label>{t('text.chat.settings.nickname')}</Field.Label>
        <Input ref={nicknameRef} size="sm" value={settings.nickname} autoComplete="nickname" onChange={(e) => onChange({ nickname: e.target.value })} />
        <Field.ErrorText data-testid="chat-nickname-error">{nicknameError ? t(nicknameError) : ''}</Field.ErrorText>
      </Field.Root>
      <Choice label={t('text.chat.settings.nameColour')} value={settings.nameColour} options={CHAT_NAME_COLOURS}
        optionKey={(o) => `text.chat.colours.${o}`} onChange={(nameColour) => onChange({ nameColour })} />
      <Choice label={t('text.chat.settings.appearance')} value={settings.appearance} options={['light', 'dark'] as const}
        optionKey={(o) => `text.chat.appearance.${o}`} onChange={(appearance) => onChange({ appearance })} />
      <Choice label={t('text.chat.settings.fontSize')} value={settings.fontSize} options={CHAT_FONT_SIZES}
        optionKey={(o) => `text.chat.fontSizes.${o}`} onChange={(fontSize) => onChange({ fontSize })} />
    </Stack>
  );
}

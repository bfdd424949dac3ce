import { useId } from 'react';
import { NativeSelect, VisuallyHidden } from '@chakra-ui/react';
import type { WidgetRenderProps } from '../types';
import type { LanguageSelectProps } from '../../generated/types';
import { useText } from '../../renderer/text';
import { useServices } from '../../renderer/services';

export default function LanguageSelect({ props, emit }: WidgetRenderProps<LanguageSelectProps>) {
  const t = useText();
  const id = useId();
  const { locale, locales, setLocale } = useServices().locale;
  if (locales.length < 2) return null;
  return (
    <>
      <VisuallyHidden asChild><label htmlFor={id}>{t(props.label)}</label></VisuallyHidden>
      <NativeSelect.Root size="sm" width="auto">
        <NativeSelect.Field
          id={id}
          value={locale}
          onChange={async (e) => {
            // Read before the await: React clears the event's currentTarget once the handler has returned.
            const code = e.currentTarget.value;
            await setLocale(code);
            void emit('change', code);
          }}
        >
          {locales.map((l) => (
            <option key={l.code} value={l.code} lang={l.code}>{l.name}</option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </>
  );
}

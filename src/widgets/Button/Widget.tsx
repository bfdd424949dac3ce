import { useState } from 'react';
import { Button as ChakraButton } from '@chakra-ui/react';
import type { WidgetRenderProps } from '../types';
import type { ButtonProps } from '../../generated/types';
import { evaluate } from '../../renderer/expressions';
import { useScope } from '../../renderer/scope';
import { useText } from '../../renderer/text';
import { useTextValues } from '../../renderer/useTextValues';

const palette = { accent: 'accent', neutral: 'gray', danger: 'red' } as const;

export default function Button({ props, emit }: WidgetRenderProps<ButtonProps>) {
  const t = useText();
  const scope = useScope();
  const values = useTextValues(props.values);
  const pressed = props.pressed === undefined ? undefined : !!evaluate(props.pressed, scope);
  // Busy while the click's actions run: a second click cannot start the same call twice.
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await emit('click');
    } finally {
      setBusy(false);
    }
  };
  return (
    <ChakraButton
      type="button"
      variant={props.variant}
      size={props.size}
      width={props.fullWidth ? 'full' : undefined}
      colorPalette={palette[props.tone]}
      loading={busy}
      disabled={props.disabled === undefined ? undefined : !!evaluate(props.disabled, scope)}
      aria-pressed={pressed}
      autoFocus={props.autoFocus}
      onClick={onClick}
    >
      {t(props.text, values)}
    </ChakraButton>
  );
}

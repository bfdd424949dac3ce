// A message and an optional button (a retry, Clear filters): the button emits action, busy while its
// actions run so a second click does not start them twice.
import { useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import type { WidgetRenderProps } from '../types';
import type { NoticeProps } from '../../generated/types';
import { useText } from '../../renderer/text';
import { useTextValues } from '../../renderer/useTextValues';

const toneColor = { default: undefined, muted: 'fg.muted', danger: 'fg.error' } as const;

export default function Notice({ props, emit }: WidgetRenderProps<NoticeProps>) {
  const t = useText();
  const values = useTextValues(props.values, props.formats);
  const [busy, setBusy] = useState(false);
  const role = props.role && props.role !== 'none' ? props.role : undefined;
  const run = async () => {
    if (busy) return;
    setBusy(true);
    try { await emit('action'); } finally { setBusy(false); }
  };
  return (
    <Stack role={role} direction="row" gap="3" align="center" wrap="wrap">
      <Text color={toneColor[props.tone]}>{t(props.text, values)}</Text>
      {props.action && <Button type="button" size="sm" variant="outline" loading={busy} onClick={run}>{t(props.action)}</Button>}
    </Stack>
  );
}

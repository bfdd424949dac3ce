// spec 4 Deposit result dialogs: the failed dialog suggests an alternative payment method (the rule is
// src/cashier/alternativeMethod.ts, among the methods the player can use), and 'Pressing the alternative
// button logs an ALTERNATIVE_METHOD_BUTTON event.' The button then opens the deposit page with that
// method preselected (spec 2.1 ?activeMethod), which also leaves the dialog.
import { useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import type { DepositAlternativeProps } from '../../generated/types';
import type { WidgetRenderProps } from '../types';
import { ALTERNATIVE_METHOD_EVENT, alternativeMethod } from '../../cashier/alternativeMethod';
import { activeMethodParam } from '../../cashier/paymentMethods';
import { useText } from '../../renderer/text';
import { useServices } from '../../renderer/services';
import { methodTitle, usePaymentMethods } from '../Deposit/methods';

interface Props {
  props: DepositAlternativeProps;
  failed: string | null;
  emit: WidgetRenderProps<DepositAlternativeProps>['emit'];
}

export default function DepositAlternativeView({ props, failed, emit }: Props) {
  const t = useText();
  const { track } = useServices();
  const { navigate } = useServices().links;
  const { visible } = usePaymentMethods();
  const [busy, setBusy] = useState(false);
  const alternative = alternativeMethod(failed, visible);
  if (!alternative) return null;
  const title = methodTitle(alternative);
  const activeMethod = activeMethodParam(alternative);

  const choose = async () => {
    if (busy) return;
    setBusy(true);
    // Tracking never blocks the player (a failure is only logged), but it is sent before the page
    // changes, so the event is not lost with it.
    await track(ALTERNATIVE_METHOD_EVENT, { failedMethod: failed, alternativeMethod: activeMethod });
    navigate({ page: props.page, query: { activeMethod } });
    await emit('click', { failedMethod: failed, alternativeMethod: activeMethod });
  };

  return (
    <Stack gap="3" align="start" data-testid="deposit-alternative" data-method={alternative.name}>
      <Text>{t(props.text, { method: title })}</Text>
      <Button colorPalette="accent" loading={busy} onClick={() => void choose()}>
        {t(props.button, { method: title })}
      </Button>
    </Stack>
  );
}

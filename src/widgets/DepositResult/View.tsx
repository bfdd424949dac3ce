// The message of a result dialog, naming the method by its title (get-payments) rather than by the
// name in the address (?met=visa reads "Visa"). Until the list is there, or for a method it does not
// hold, the name itself is shown.
import { Text } from '@chakra-ui/react';
import type { DepositResultProps } from '../../generated/types';
import { useText } from '../../renderer/text';
import { methodByName, methodTitle, usePaymentMethods } from '../Deposit/methods';

const toneColor = { default: undefined, danger: 'fg.error', success: 'fg.success' } as const;

export default function DepositResultView({ props, method }: { props: DepositResultProps; method: string | null }) {
  const t = useText();
  const { all } = usePaymentMethods();
  const name = method?.trim() ? method.trim() : null;
  const title = name ? methodTitle(methodByName(name, all), name) : null;
  const text = title ? t(props.text, { method: title }) : t(props.textNoMethod ?? props.text, { method: '' });
  return <Text color={toneColor[props.tone]} mb="3" data-testid="deposit-result" data-method={name ?? undefined}>{text}</Text>;
}

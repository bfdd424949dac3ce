// The bonus select of the Deposit node above (spec 2.5 Deposit: a bonus select, none by default): the
// deposit bonuses of get-all-bonus for the player's country, currency and day, with the chosen bonus's
// minimum deposit as a hint. A failed list says so and the deposit goes on without a bonus.
import { useMemo, useState } from 'react';
import { Field, NativeSelect } from '@chakra-ui/react';
import type { Bonus, DepositBonusProps } from '../../generated/types';
import type { WidgetRenderProps } from '../types';
import { useEndpoint } from '../../platform/api/useEndpoint';
import { useSession } from '../../platform/session';
import { useText } from '../../renderer/text';
import { usePlayerAmountFormat } from '../../play/format';
import { checkDepositAmount, formatDepositAmount } from '../../cashier/amount';
import { useDeposit } from '../Deposit/context';
import { playerTimeZone } from '../../platform/timeZone';

const bonusTitle = (bonus: Bonus) => bonus.banner?.bannerTitle || bonus.name || String(bonus.id);

export default function DepositBonus({ props }: WidgetRenderProps<DepositBonusProps>) {
  const t = useText();
  const user = useSession((s) => s.user);
  const playerFormat = usePlayerAmountFormat();
  const { input, change, paying, limits, format } = useDeposit('DepositBonus');
  // The offers running now on the player's weekday (get-all-bonus's calendarDateTime and timeZone), so the
  // select lists none the deposit would refuse for its dates or days (spec 8 DAYS_VALID, VALID_ON_DAYS).
  // Taken once, when the form opens: the list does not move while the player fills it.
  const [at] = useState(() => new Date().toISOString());
  const params = user ? {
    type: 'deposit', isDeposit: true, calendarDateTime: at, timeZone: playerTimeZone(),
    ...(typeof user.countryCode === 'string' ? { countryCode: user.countryCode } : {}),
    ...(typeof user.currencyCode === 'string' ? { currencyCode: user.currencyCode } : {}),
  } : null;
  const answer = useEndpoint('getAllBonus', params);
  const bonuses = useMemo(() => (answer.data?.data?.bonus?.rows ?? []).filter((b) => !b.type || b.type === 'deposit'), [answer.data]);
  const chosen = bonuses.find((b) => String(b.id) === input.bonusId) ?? null;
  const amount = checkDepositAmount(input.amountText, limits, format).value;
  const min = typeof chosen?.minDeposit === 'number' ? chosen.minDeposit : null;
  const hint = min !== null && (amount === null || amount < min)
    ? t('text.cashier.deposit.bonus.minDeposit', { min: formatDepositAmount(min, playerFormat) }) : null;
  return (
    <Field.Root disabled={paying}>
      <Field.Label>{t(props.label)}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={input.bonusId} onChange={(e) => change({ bonusId: e.currentTarget.value })} data-testid="deposit-bonus">
          <option value="">{t('text.cashier.deposit.bonus.none')}</option>
          {bonuses.map((b) => <option key={String(b.id)} value={String(b.id)}>{bonusTitle(b)}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
      {answer.error ? <Field.HelperText>{t('text.cashier.deposit.bonus.loadFailed')}</Field.HelperText> : null}
    </Field.Root>
  );
}

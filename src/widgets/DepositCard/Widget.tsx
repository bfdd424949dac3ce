// The card form of card-form methods in the Deposit node above (spec 5 Card). The card number, expiry and CVC are
// the payment provider's hosted fields: an iframe from the provider's origin (<paymentProviderUrl>/card-fields,
// src/cashier/hostedCardFields.ts) that checks them with spec 5's rules and messages, tokenises them at the provider
// and hands this page only the token, so no script of the page (operators' and third parties' included) can read
// them (PCI DSS SAQ A). The page gives the frame its texts (in the address: the frame hard-codes no wording) and its
// look, sizes it to its content, and says so when it could not be loaded (the rest of the cashier keeps working).
// The holder's name is the page's own field (spec 5: required), shown once left or Pay pressed; a name the provider
// refused shows its reason and takes the focus.
import { useEffect } from 'react';
import { Box, Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import type { DepositCardProps } from '../../generated/types';
import type { WidgetRenderProps } from '../types';
import { cardFieldProblem, cardMessageKey } from '../../cashier/cardForm';
import { HOSTED_CARD_FIELDS, HOSTED_CARD_PROBLEMS, cardFieldsUrl } from '../../cashier/hostedCardFields';
import { MESSAGE_KEYS, TEXT_MAX, type ProblemKeyword } from '../../forms/vocabulary';
import { useText } from '../../renderer/text';
import { useTranslation } from '../../platform/i18nContext';
import { useServices } from '../../renderer/services';
import { useDeposit } from '../Deposit/context';
import { useCardFields } from './useCardFields';

/** Before the frame tells its height: the fields without messages. */
const FRAME_HEIGHT = 156;

/** The reasons the provider may give for a holder's name, by their text keys. */
const HOLDER_PROBLEMS: ProblemKeyword[] = ['required', 'maxLength'];

export default function DepositCard(_: WidgetRenderProps<DepositCardProps>) {
  const t = useText();
  const { i18n } = useTranslation();
  const { boot } = useServices();
  const { input, change, attempted, paying, holderRefusal, clearHolderRefusal, refs, pay } = useDeposit('DepositCard');
  const providerUrl = boot?.paymentProviderUrl ?? '';
  const src = providerUrl ? cardFieldsUrl(providerUrl, {
    lang: i18n?.language ?? 'en',
    title: t('text.cashier.deposit.card.legend'),
    labels: Object.fromEntries(HOSTED_CARD_FIELDS.map((field) => [field, t(`text.cashier.deposit.card.${field}`)])) as Record<(typeof HOSTED_CARD_FIELDS)[number], string>,
    messages: Object.fromEntries(HOSTED_CARD_PROBLEMS.map((problem) => [problem, t(MESSAGE_KEYS[problem], { limit: TEXT_MAX })])) as Record<(typeof HOSTED_CARD_PROBLEMS)[number], string>,
  }) : null;
  const frame = useCardFields({ src, paymentProviderUrl: providerUrl, styleFrom: refs.cardHolder, onSubmit: () => void pay(false) });

  useEffect(() => {
    refs.cardFields.current = frame.handle;
    return () => { refs.cardFields.current = null; };
  }, [frame.handle]); // eslint-disable-line react-hooks/exhaustive-deps -- refs are the Deposit's ref objects, the same for its life

  // The provider refused the name: it takes the focus once the form is enabled again (a disabled one cannot).
  useEffect(() => {
    if (!paying && holderRefusal) refs.cardHolder.current?.focus();
  }, [paying, holderRefusal]); // eslint-disable-line react-hooks/exhaustive-deps -- refs are the Deposit's ref objects, the same for its life

  const problem = cardFieldProblem('holder', input.cardHolder, new Date());
  const refused = holderRefusal ? HOLDER_PROBLEMS.find((p) => MESSAGE_KEYS[p] === holderRefusal) ?? 'required' : null;
  const holderError = problem && (attempted || input.cardHolderTouched) ? t(cardMessageKey(problem), { limit: TEXT_MAX })
    : refused ? t(cardMessageKey(refused), { limit: TEXT_MAX }) : null;

  return (
    <Box as="fieldset" minW="0" data-testid="deposit-card">
      <Box as="legend" fontWeight="semibold" mb="2">{t('text.cashier.deposit.card.legend')}</Box>
      <Stack gap="3">
        {src && (
          <Box aria-busy={frame.status === 'loading'} display={frame.status === 'failed' ? 'none' : undefined}>
            <iframe
              key={frame.attempt}
              ref={frame.iframe}
              src={src}
              title={t('text.cashier.deposit.card.legend')}
              onLoad={frame.onLoad}
              referrerPolicy="no-referrer"
              data-testid="card-fields"
              // The frame's page keeps 2px around its fields for their focus rings: they line up with the page's.
              style={{ display: 'block', width: 'calc(100% + 4px)', margin: '0 -2px', height: `${frame.height ?? FRAME_HEIGHT}px`, border: 0 }}
            />
          </Box>
        )}
        {frame.status === 'failed' && (
          <Box role="alert" data-testid="card-fields-failed">
            <Text color="fg.error" mb="2">{t('text.cashier.deposit.card.unavailable')}</Text>
            {src && <Button variant="outline" size="sm" onClick={frame.retry}>{t('text.common.retry')}</Button>}
          </Box>
        )}
        <Field.Root invalid={!!holderError} disabled={paying} required>
          <Field.Label>{t('text.cashier.deposit.card.holder')}</Field.Label>
          <Input
            ref={refs.cardHolder}
            name="card-holder"
            value={input.cardHolder}
            onChange={(e) => {
              change({ cardHolder: e.currentTarget.value });
              if (holderRefusal) clearHolderRefusal();
            }}
            onBlur={() => { if (!input.cardHolderTouched) change({ cardHolderTouched: true }); }}
            autoComplete="cc-name"
            spellCheck={false}
            data-testid="card-holder"
          />
          <Field.ErrorText>{holderError}</Field.ErrorText>
        </Field.Root>
      </Stack>
    </Box>
  );
}

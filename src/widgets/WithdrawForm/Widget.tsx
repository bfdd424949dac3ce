// The withdrawal form of the Withdraw node above (spec 2.5 Withdrawal form, spec 5): the brand's form
// document for the chosen method's kind (bank, netbanking, UPI, crypto, or the amount only for cards and
// e-wallets, which pay back to the account deposited with), rendered with the brand's messages; for crypto
// the form is the calculate step and its quote is confirmed (or changed) in a second step, with the form
// kept mounted so nothing typed is lost.
import { lazy, Suspense, useMemo } from 'react';
import { Box, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { FormDocument, WithdrawFormProps } from '../../generated/types';
import type { WidgetRenderProps } from '../types';
import { useActionBase } from '../../renderer/RendererContext';
import { runActions } from '../../renderer/runActions';
import { useScope } from '../../renderer/scope';
import { useText } from '../../renderer/text';
import { useServices } from '../../renderer/services';
import { isNetbanking } from '../../cashier/withdrawalDetails';
import { methodTitle } from '../Deposit/methods';
import { useWithdraw } from '../Withdraw/context';
import { CryptoConfirm } from './CryptoConfirm';

// rjsf loads with the first form the player sees, not with the cashier's chunk.
const FormView = lazy(() => import('../../forms/FormView'));

/** The form document of each kind when the page document names none. */
const DEFAULT_FORMS = { bank: 'withdraw-bank', netbanking: 'withdraw-netbanking', upi: 'withdraw-upi', crypto: 'withdraw-crypto', none: 'withdraw-amount' } as const;

/** The crypto form's network choice is the method's networks, known only at run time. */
function withNetworks(doc: FormDocument, networks: string[]): FormDocument {
  const schema = doc.schema as { properties?: Record<string, Record<string, unknown>> };
  if (!schema.properties?.network) return doc;
  return { ...doc, schema: { ...schema, properties: { ...schema.properties, network: { ...schema.properties.network, enum: networks } } } };
}

export default function WithdrawForm({ props }: WidgetRenderProps<WithdrawFormProps>) {
  const t = useText();
  const { brand } = useServices();
  const actionBase = useActionBase();
  const scope = useScope();
  const { api } = useServices();
  const state = useWithdraw('WithdrawForm');
  const { method, form, networks, quote } = state;
  // Netbanking is the bank form with the bank's name (spec 5), so it has a document of its own.
  const docKind = form === 'bank' && method && isNetbanking(method) ? 'netbanking' : form;
  const forms = props.forms;
  const formName = method && docKind ? forms?.byMethod?.[method.name ?? ''] ?? forms?.[docKind] ?? DEFAULT_FORMS[docKind] : null;
  const baseDoc = formName ? brand.forms[formName] : undefined;
  const doc = useMemo(() => (baseDoc ? withNetworks(baseDoc, networks) : undefined), [baseDoc, networks.join()]); // eslint-disable-line react-hooks/exhaustive-deps -- networks is a new array each render: its joined names are the dependency
  if (!method) return null;
  if (!doc || !formName) return <Text role="alert" data-testid="withdraw-no-form">{t('text.cashier.withdrawal.noForm', { method: methodTitle(method) })}</Text>;

  const done = async (withdrawal: Record<string, unknown>) => {
    if (doc.submit?.length) await runActions(doc.submit, { ...actionBase, scope }, withdrawal);
  };
  return (
    <Box data-testid="withdraw-form" data-method={method.name}>
      {form === 'none' && <Text mb="3" color="fg.muted">{t('text.cashier.withdrawal.paidBack', { method: methodTitle(method) })}</Text>}
      {state.notice && <Text role="alert" color="fg.error" mb="3" data-testid="withdraw-notice">{state.notice}</Text>}
      {quote && (
        <CryptoConfirm quote={quote} confirming={state.confirming} onConfirm={() => void state.confirm(done)}
          onChange={state.changeQuote} onExpired={state.quoteExpired} />
      )}
      {/* Hidden, not unmounted, while confirming: "change details" comes back to what was typed. */}
      <Box hidden={quote !== null}>
        <Suspense fallback={<Stack gap="3" aria-busy="true">{[0, 1].map((i) => <Skeleton key={i} height="10" />)}</Stack>}>
          <FormView key={`${formName}:${String(method.id)}:${state.round}`} name={formName} doc={doc} submit={(values) => state.submit(values, done)} api={api} />
        </Suspense>
      </Box>
    </Box>
  );
}

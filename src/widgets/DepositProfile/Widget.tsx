// The payment-profile step of the Deposit node above (spec 2.5 Deposit; the rule is
// src/cashier/paymentProfile.ts): a short explanation and the brand's form document
// (forms/payment-profile.json) with only the fields the chosen method needs and the player has not set,
// and any field the brand added. Its submit actions save them (spec 7 update-user-details with
// updateFrom 'Update Form'); then, as spec 7 says ('On success refreshes the user details'), the user
// details are read again, and the deposit page shows the pay form once nothing is missing. A refusal
// shows the server's message in the form (spec 8 Profile update) and keeps what the player typed.
import { lazy, Suspense, useMemo } from 'react';
import { Box, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { DepositProfileProps, FormDocument } from '../../generated/types';
import type { WidgetRenderProps } from '../types';
import { loadUser } from '../../platform/auth';
import { useSession } from '../../platform/session';
import { useActionBase, useRenderer } from '../../renderer/RendererContext';
import { NodeFallback } from '../../renderer/NodeFallback';
import { runActions } from '../../renderer/runActions';
import { useScope } from '../../renderer/scope';
import { useText } from '../../renderer/text';
import { useServices } from '../../renderer/services';
import { formWithFields } from '../../cashier/paymentProfile';
import { useDeposit } from '../Deposit/context';
import { methodTitle } from '../Deposit/methods';

// rjsf loads with the first form the player sees, not with the deposit page.
const FormView = lazy(() => import('../../forms/FormView'));

export default function DepositProfile({ props }: WidgetRenderProps<DepositProfileProps>) {
  const form = props.form;
  const { method, profileMissing: fields, profileUnknown, profileSaved: onSaved } = useDeposit('DepositProfile');
  const t = useText();
  const { brand } = useServices();
  const renderer = useRenderer();
  const actionBase = useActionBase();
  const scope = useScope();
  const { api } = useServices();
  const source = brand.forms?.[form];
  // By the fields' names: a new user record (a wallet event) with the same missing fields is the same form.
  const fieldsKey = fields.join();
  const doc = useMemo(() => (source ? formWithFields(source as FormDocument & { schema: Record<string, unknown> }, fieldsKey.split(',')) : null), [source, fieldsKey]);

  const submit = async (data: Record<string, unknown>) => {
    if (!source) return;
    await runActions(source.submit, { ...actionBase, scope }, data);
    onSaved();
    const fresh = await loadUser(api);
    // The platform took the details but they could not be read back (a slow or lost answer): the session
    // keeps what was saved, so the player is not asked again for what the platform already has.
    if (!fresh) {
      const session = useSession.getState();
      if (session.user) session.setUser({ ...session.user, ...data });
    }
  };

  if (profileUnknown) return <Stack gap="3" aria-busy="true">{[0, 1].map((i) => <Skeleton key={i} height="10" />)}</Stack>;
  if (!fields.length) return null;
  return (
    <Stack gap="4" data-testid="deposit-profile" data-fields={fields.join(' ')}>
      <Box>
        <Text as="h2" fontWeight="semibold" fontSize="lg" mb="1">{t('text.cashier.deposit.profile.title')}</Text>
        <Text color="fg.muted">{t('text.cashier.deposit.profile.text', { method: methodTitle(method) })}</Text>
      </Box>
      {doc ? (
        <Suspense fallback={<Stack gap={3} aria-busy="true">{fields.map((f) => <Skeleton key={f} height="10" />)}</Stack>}>
          {/* A new set of fields is a new form: nothing typed for another set lingers. */}
          <FormView key={fieldsKey} name={form} doc={doc} submit={submit} api={api} />
        </Suspense>
      ) : (
        <NodeFallback dev={renderer.dev} path="props/form" type="DepositProfile" message={`No form document "${form}"`} />
      )}
    </Stack>
  );
}

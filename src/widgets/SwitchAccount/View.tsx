// A sign-in link (?at=) for another account than the signed-in one (security review finding 8). The link's
// token is held in memory (src/platform/linkToken.ts); this names whose account it opens, read with that
// token, next to the signed-in account, and switches only on the player's word. A token the platform
// refuses is reported, and the current session stays whatever the answer. The dialog's content stays as it
// was while it closes (the held token is gone by then).
import { useEffect, useState } from 'react';
import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { linkAccount, switchToLinkAccount, usePendingLinkToken, type LinkAccount } from '../../platform/linkToken';
import { useSession } from '../../platform/session';
import { useText } from '../../renderer/text';
import { useServices } from '../../renderer/services';

type State = LinkAccount['kind'] | 'checking' | 'same' | 'gone';

const KEY = 'text.modal.switchAccount';

export default function SwitchAccountView({ onDone }: { onDone: () => void }) {
  const t = useText();
  const { api } = useServices();
  // The link this dialog was opened for: once switched or discarded the store forgets it, the dialog does not.
  const [linkToken] = useState(() => usePendingLinkToken.getState().token);
  const signedIn = useSession((s) => s.user);
  const [account, setAccount] = useState<LinkAccount | null>(null);
  // The signed-in user when the player confirmed: the switch replaces it, the closing dialog does not.
  const [switchedFrom, setSwitchedFrom] = useState<Record<string, unknown> | null>(null);
  const switching = switchedFrom !== null;
  const current = switchedFrom ?? signedIn;

  useEffect(() => {
    if (!linkToken) return;
    let live = true;
    void linkAccount(api, linkToken).then((found) => { if (live) setAccount(found); });
    return () => { live = false; };
  }, [api, linkToken]);

  const currentEmail = typeof current?.email === 'string' ? current.email : null;
  const same = account?.kind === 'account' && current?.userId !== undefined && current.userId !== null
    && String(account.userId) === String(current.userId);
  const state: State = !linkToken ? 'gone' : !account ? 'checking' : same ? 'same' : account.kind;
  const linkEmail = account?.kind === 'account' ? account.email : '';

  const confirm = async () => {
    if (!linkToken || switching) return;
    setSwitchedFrom(signedIn ?? {});
    try {
      await switchToLinkAccount(api, linkToken);
    } finally {
      onDone();
    }
  };

  return (
    <Stack gap="4" data-testid="switch-account" data-state={state}>
      <Stack gap="2" role="status" aria-live="polite" aria-busy={state === 'checking'}>
        {state === 'checking' && (
          <HStack gap="3">
            <Spinner size="sm" />
            <Text>{t(`${KEY}.checking`)}</Text>
          </HStack>
        )}
        {(state === 'account' || state === 'same') && (
          <Text fontWeight="semibold" data-testid="switch-account-link">{t(`${KEY}.${state === 'same' ? 'same' : 'link'}`, { email: linkEmail })}</Text>
        )}
        {state === 'invalid' && <Text color="fg.error">{t(`${KEY}.invalid`)}</Text>}
        {state === 'failed' && <Text color="fg.error">{t(`${KEY}.failed`)}</Text>}
        {state === 'gone' && <Text>{t(`${KEY}.gone`)}</Text>}
        {state !== 'checking' && state !== 'same' && currentEmail && (
          <Text data-testid="switch-account-current">{t(`${KEY}.current`, { email: currentEmail })}</Text>
        )}
      </Stack>
      <HStack justify="end" gap="2" wrap="wrap">
        {state === 'account' || state === 'checking' ? (
          <>
            <Button variant="outline" onClick={onDone} disabled={switching}>{t(`${KEY}.stay`)}</Button>
            {state === 'account' && (
              <Button onClick={() => void confirm()} loading={switching}>{t(`${KEY}.confirm`, { email: linkEmail })}</Button>
            )}
          </>
        ) : (
          <Button variant="outline" onClick={onDone}>{t('text.common.close')}</Button>
        )}
      </HStack>
    </Stack>
  );
}

// A sign-in link (?at=) for another account than the signed-in one (security review finding 8): the
// current session stays, the link's token is held in memory, and the brand's switch-account dialog (a modal
// document, not query-openable) asks the player. However the dialog closes without switching (its
// cancel button, the close button, Escape), the held token is forgotten.
import { forgetLinkToken, holdLinkToken } from '../platform/linkToken';
import { useModalStore } from './modalStore';

/** The brand's modal document of the question. */
export const SWITCH_ACCOUNT_MODAL = 'switch-account';

export function askToSwitchAccount(linkToken: string, modals: typeof useModalStore = useModalStore): void {
  holdLinkToken(linkToken);
  const id = modals.getState().openLocal({ name: SWITCH_ACCOUNT_MODAL });
  const stop = modals.subscribe((state) => {
    if (state.local.some((m) => m.id === id)) return;
    stop();
    forgetLinkToken(linkToken);
  });
}

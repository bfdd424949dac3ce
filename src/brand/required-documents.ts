// Documents the code opens by name, which every brand must therefore have (of its own or from the brand
// it extends): the modals the shell, the platform services, widgets and actions open, and the ones
// addresses made outside the site open (the payment provider's return, the emails' links). Each says
// which code needs it, so an operator who deletes one knows what would break. A test greps src and
// server for modal names opened in code and checks that each is listed here.
import { DEPOSIT_RESULT_MODALS } from '../cashier/depositFlow.ts';
import type { BrandIndex } from './check-references.ts';

export interface RequiredModal {
  name: string;
  /** Which code opens it, and when. */
  neededBy: string;
}

export const REQUIRED_MODALS: readonly RequiredModal[] = [
  { name: 'login', neededBy: 'src/main.tsx sends a player whose session the platform refused (403) to /?modal=login, and src/shell/PageView.tsx, src/play/LoginPrompt.tsx and the FavoriteToggle and TopWins widgets open it' },
  { name: 'session-timeout', neededBy: 'src/platform/sessionTermination.ts opens it when a session ends for inactivity' },
  { name: 'logged-out', neededBy: 'src/platform/sessionTermination.ts opens it when a session ends for any other reason' },
  { name: 'session-limit', neededBy: 'src/platform/sessionTermination.ts opens it when the player\'s own session time limit ended the session (SESSION_TIME_LIMIT)' },
  { name: 'switch-account', neededBy: 'src/shell/switchAccount.ts opens it when a sign-in link (?at=) is for another account than the signed-in one' },
  { name: 'credential-save', neededBy: 'the signUp action (src/actions/signUp/run.ts) opens it after a 1-click registration' },
  { name: 'game-cookie-consent', neededBy: 'the GamePlay widget opens it until a player accepts game cookies (src/play/gameCookieConsent.ts)' },
  ...DEPOSIT_RESULT_MODALS.map((name) => ({
    name,
    neededBy: 'the deposit widgets and the payment provider\'s return address open it with ?modal= (spec 2.4; src/cashier/depositFlow.ts)',
  })),
  { name: 'deposit-3ds-success', neededBy: 'the payment provider returns from 3DS to /deposit?modal=deposit-3ds-success (spec 2.4; server/sandbox/deposits.ts)' },
  { name: 'verify-email-expired', neededBy: 'an expired email verification link lands on /?modal=verify-email-expired (spec 2.3; server/sandbox/verification.ts)' },
  { name: 'reset-password', neededBy: 'the password reset email links to /casino?modal=reset-password (server/sandbox/passwordReset.ts)' },
];

/** A document every brand needs that this one lacks after inheritance: its path and the sentence. */
export interface MissingDocument {
  path: string;
  message: string;
}

export function missingRequiredDocuments(index: BrandIndex): MissingDocument[] {
  return REQUIRED_MODALS.filter(({ name }) => !index.modalNames.has(name)).map(({ name, neededBy }) => ({
    path: `modals/${name}.json`,
    message: `modals/${name}.json is missing: ${neededBy}. Every brand needs it, of its own or from the brand it extends`,
  }));
}

// spec 2.5 (add-to-home-screen prompt), as a pure rule: when the banner shows. Only where the browser
// offers installing, on a phone-sized screen, off game pages (a game keeps the whole screen, as for the
// cookie notice), and never again once the player answered it (Install or Not now).
import { isGamePath } from '../../compliance/cookieNotice';

/** Chakra's md breakpoint (48em): narrower is a phone. */
export const PHONE_MEDIA_QUERY = '(max-width: 47.99em)';

export function showInstallPrompt(input: { promptAvailable: boolean; answered: boolean; phone: boolean; pathname: string }): boolean {
  return input.promptAvailable && !input.answered && input.phone && !isGamePath(input.pathname);
}

/** What is stored under STORAGE_KEYS.installPromptAnswered: when, and how. */
export interface InstallPromptAnswer { answeredAt: string; outcome: 'install' | 'notNow' }

// The login details of a 1-click registration (spec 2.5 credential save), held in memory only until the
// player has saved them: never in storage, never in the address. A reload forgets them; the player can
// then set a new password through "Forgot your password?".
import { create } from 'zustand';

export interface Credentials { email: string; password: string }

export const useCredentials = create<{ credentials: Credentials | null }>(() => ({ credentials: null }));

export const holdCredentials = (credentials: Credentials) => useCredentials.setState({ credentials });
export const forgetCredentials = () => useCredentials.setState({ credentials: null });

/** The text of the saved file and of the image: the site, the email and the password, one per line. */
export function credentialLines(c: Credentials, site: string, labels: { site: string; email: string; password: string }): string[] {
  return [`${labels.site}: ${site}`, `${labels.email}: ${c.email}`, `${labels.password}: ${c.password}`];
}

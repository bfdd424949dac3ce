// spec 8 Deposit error codes 'REQUIRED_EMAIL_VERIFICATION': a deposit is refused until the player verified the
// e-mail, where the platform's settings ask for it. The spec names no setting for deposits (it has
// verifyEmailOnBonusActivation for bonuses), so ours is verifyEmailOnDeposit, off unless set to true.
export const VERIFY_EMAIL_ON_DEPOSIT = 'verifyEmailOnDeposit';

/** Whether a deposit of this player is refused with REQUIRED_EMAIL_VERIFICATION under these settings. */
export function depositNeedsEmailVerification(settings: Record<string, unknown>, player: { isEmailVerified?: unknown }): boolean {
  return settings[VERIFY_EMAIL_ON_DEPOSIT] === true && player.isEmailVerified !== true;
}

/** Where the cashier's message sends the player to verify (as the profile's own verification link). */
export const VERIFY_EMAIL_PATH = '/profile/edit-profile';

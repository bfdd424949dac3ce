// The demo user (spec 6 Player kinds: "Demo user. Exists, identified by the demoUserId setting"; spec 3 App
// settings demoUserId). Pure. What a demo user gets is the documents' (docs/operators.md "Demo user"): a
// "Demo account" badge in the header, and the cashier's deposit and withdrawal replaced by a message.

/** Whether the signed-in player is the demo user: their userId equals demoUserId (a number or a numeric string). */
export function isDemoUser(user: { userId?: unknown } | null | undefined, demoUserId: unknown): boolean {
  if (demoUserId === undefined || demoUserId === null || user?.userId === undefined || user.userId === null) return false;
  const wanted = String(demoUserId).trim();
  return wanted !== '' && String(user.userId).trim() === wanted;
}

// The realtime events of spec 7 (the wallet socket), in one list that the socket code and the brand
// validator both import: a document's `on` may name one as "socket:<event>", and `brand validate`
// reports any other name. Nothing but the list lives here, so tools can import it without the socket.
// withdrawalStatus is ours (issue 15): the operator decided a withdrawal (docs/sandbox.md).
export const REALTIME_EVENTS = ['balance', 'debit', 'credit', 'globalCredit', 'deposit', 'failedDeposit', 'withdrawalStatus'] as const;
export type RealtimeEvent = (typeof REALTIME_EVENTS)[number];

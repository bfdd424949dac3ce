// The messages between the game frame and the page (issue-4 contract 6). The frame's origin is opaque
// ("null", sandbox without allow-same-origin), so the origin says nothing: the page accepts a message only
// when event.source is its own frame's window, and then reads it through this parser, which drops anything
// that is not one of the known shapes.

export type GameMessage =
  | { type: 'casino:ready' }
  | { type: 'casino:spin'; stake?: number; win?: number; balance?: number | null }
  | { type: 'casino:error'; code: string; message?: string; limitType?: string; bet?: number; limit?: number }
  | { type: 'casino:bonusBuy'; price?: number }
  | { type: 'casino:activity' };

export type PageMessage =
  | { type: 'casino:bonusBuyConfirmed' }
  | { type: 'casino:bonusBuyCancelled' }
  | { type: 'casino:away'; away: boolean };

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const str = (value: unknown) => (typeof value === 'string' ? value : undefined);

export function parseGameMessage(data: unknown): GameMessage | null {
  if (!data || typeof data !== 'object') return null;
  const d = data as Record<string, unknown>;
  switch (d.type) {
    case 'casino:ready':
    case 'casino:activity':
      return { type: d.type };
    case 'casino:spin':
      return { type: 'casino:spin', stake: num(d.stake), win: num(d.win), balance: d.balance === null ? null : num(d.balance) };
    case 'casino:error': {
      const code = str(d.code);
      return code ? { type: 'casino:error', code, message: str(d.message), limitType: str(d.limitType), bet: num(d.bet), limit: num(d.limit) } : null;
    }
    case 'casino:bonusBuy':
      return { type: 'casino:bonusBuy', price: num(d.price) };
    default:
      return null;
  }
}

/** Whether a message event came from the given frame (the only check an opaque origin allows). */
export function isFromFrame(event: Pick<MessageEvent, 'source'>, frame: HTMLIFrameElement | null): boolean {
  return !!frame && !!frame.contentWindow && event.source === frame.contentWindow;
}

/** Posts to the frame. The target origin must be '*': an opaque origin cannot be named; nothing secret is sent. */
export function postToFrame(frame: HTMLIFrameElement | null, message: PageMessage): void {
  frame?.contentWindow?.postMessage(message, '*');
}

// spec 4 Bonus rules: the one-off bonus buy confirmation. Answered once: Escape, the backdrop and both
// buttons come here, and closing the dialog must not count as a second answer. A confirmation is for the
// price the player saw; the server charges a bonus buy only at that price.
import { useCallback, useRef, useState, type RefObject } from 'react';
import type { ApiClient } from '../../platform/api/client';
import { callEndpoint } from '../../platform/api/endpoints';
import { postToFrame } from '../../play/messages';

interface Session { sessionId: string; mode: 'demo' | 'real' }

export function useBonusBuy(api: ApiClient, frameRef: RefObject<HTMLIFrameElement | null>, failed: () => void) {
  const [offer, setOffer] = useState<{ price?: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const answered = useRef(false);

  const ask = useCallback((price: number | undefined) => {
    answered.current = false;
    setOffer({ price });
  }, []);

  const answer = useCallback(async (confirmed: boolean, session: Session | null) => {
    if (answered.current || !offer) return;
    answered.current = true;
    if (!confirmed || !session) {
      postToFrame(frameRef.current, { type: 'casino:bonusBuyCancelled' });
      setOffer(null);
      return;
    }
    setBusy(true);
    try {
      // Bet limits apply to real money only, so a demo game needs no exemption (and a guest has no token).
      if (session.mode === 'real') await callEndpoint(api, 'confirmBonusBuy', { sessionId: session.sessionId, price: offer.price ?? 0 });
      postToFrame(frameRef.current, { type: 'casino:bonusBuyConfirmed' });
    } catch {
      failed();
      postToFrame(frameRef.current, { type: 'casino:bonusBuyCancelled' });
    } finally {
      setBusy(false);
      setOffer(null);
    }
  }, [api, frameRef, offer, failed]);

  return { offer, busy, ask, answer };
}

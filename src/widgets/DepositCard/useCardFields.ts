// The page's side of the payment provider's hosted card fields (src/cashier/hostedCardFields.ts): the iframe's
// state (loading, ready, failed), its height, and the handle the Pay button uses (validate, tokenize, focus,
// disable, clear). Messages go only to the frame's window at the provider's exact origin and are taken only from
// there. The frame says 'ready' when its script runs and answers 'hello', which the page sends when it starts
// listening and when the iframe has loaded, so neither side's timing matters (the server-rendered iframe may
// load before the page hydrates). A frame that does not answer in time counts as failed: the page says so and
// the rest of the cashier keeps working. Everything here runs in effects and handlers (never during render).
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { DEFAULT_TIMEOUT_MS } from '../../platform/api/client';
import {
  CARD_FIELDS_CHANNEL, fromFrame, frameStyle, providerOrigin,
  type FrameResult, type FrameStyle, type HostedCardField, type PageMessage,
} from '../../cashier/hostedCardFields';

export type CardFieldsStatus = 'loading' | 'ready' | 'failed';

/** What the Pay button asks of the card fields (Deposit context refs.cardFields). */
export interface CardFieldsHandle {
  status(): CardFieldsStatus;
  /** Shows every problem of the frame's fields; valid, or invalid with the first wrong field. */
  validate(): Promise<FrameResult>;
  /** The token for the card and this holder's name, or why not. */
  tokenize(holder: string): Promise<FrameResult>;
  /** Moves the focus into the frame, to that field. */
  focus(field: HostedCardField): void;
  disable(disabled: boolean): void;
  clear(): void;
}

export interface CardFieldsTiming {
  /** How long a frame may take to say it is ready at all (spec 9 Timeouts: 15 s). */
  readyMs: number;
  /** How long a loaded frame may take to answer; an error page (blocked, unreachable) never does. */
  loadedMs: number;
  /** How long a question may wait for its answer (the tokeniser's own timeout is 15 s). */
  answerMs: number;
}
export const CARD_FIELDS_TIMING: CardFieldsTiming = { readyMs: DEFAULT_TIMEOUT_MS, loadedMs: 3000, answerMs: DEFAULT_TIMEOUT_MS + 5000 };

/** The colour behind an element: that of the nearest one with a background of its own. */
function backgroundBehind(element: Element): string | undefined {
  for (let at: Element | null = element; at; at = at.parentElement) {
    const colour = getComputedStyle(at).backgroundColor;
    if (colour && colour !== 'transparent' && !/^rgba\(.*,\s*0\)$/.test(colour)) return colour;
  }
  return undefined;
}

/**
 * The page's look, read from its own holder field and label, so the frame's fields look the same; and the colour
 * behind them, which the frame paints as its own (a transparent frame would be read on white by a contrast check).
 */
export function pageStyle(input: HTMLInputElement | null): FrameStyle {
  if (!input) return {};
  const own = getComputedStyle(input);
  const label = input.labels?.[0] ? getComputedStyle(input.labels[0]) : null;
  const root = getComputedStyle(document.documentElement);
  return frameStyle({
    colorScheme: root.colorScheme, pageBackground: backgroundBehind(input), text: own.color, background: own.backgroundColor, border: own.borderTopColor,
    radius: own.borderTopLeftRadius, fontFamily: own.fontFamily, fontSize: own.fontSize, inputHeight: own.height,
    paddingInline: own.paddingInlineStart, labelColor: label?.color, labelSize: label?.fontSize, labelWeight: label?.fontWeight,
    error: root.getPropertyValue('--chakra-colors-fg-error').trim(), focus: own.getPropertyValue('--focus-color').trim(),
  });
}

let lastId = 0;
const nextId = () => `q${(lastId += 1).toString(36)}${Math.random().toString(36).slice(2, 8)}`;

interface Options {
  /** The frame's address; null when there is no payment provider (no frame at all). */
  src: string | null;
  paymentProviderUrl: string;
  /** The page's holder field, whose look the frame takes. */
  styleFrom: RefObject<HTMLInputElement | null>;
  /** Enter in a card field. */
  onSubmit: () => void;
  timing?: CardFieldsTiming;
}

export function useCardFields({ src, paymentProviderUrl, styleFrom, onSubmit, timing = CARD_FIELDS_TIMING }: Options) {
  const iframe = useRef<HTMLIFrameElement | null>(null);
  const [status, setStatus] = useState<CardFieldsStatus>(src ? 'loading' : 'failed');
  const [height, setHeight] = useState<number | null>(null);
  // A retry mounts a new iframe (its key).
  const [attempt, setAttempt] = useState(0);
  const statusRef = useRef(status);
  statusRef.current = status;
  const submit = useRef(onSubmit);
  submit.current = onSubmit;
  const channel = useRef<{ post(message: PageMessage): void; ask(message: PageMessage & { id: string }): Promise<FrameResult>; loaded(): void } | null>(null);

  useEffect(() => {
    if (!src) return;
    setStatus('loading');
    const origin = providerOrigin(paymentProviderUrl, window.location.href);
    const target = () => iframe.current?.contentWindow ?? null;
    const post = (message: PageMessage) => {
      const frame = target();
      // Not to the iframe's first, empty document (the page's origin, readable): the provider's is not there yet.
      if (!frame || !origin || iframe.current?.contentDocument?.URL === 'about:blank') return;
      frame.postMessage({ channel: CARD_FIELDS_CHANNEL, ...message }, origin);
    };
    const waiting = new Map<string, (result: FrameResult) => void>();
    let ready = false;
    let answerTimer: ReturnType<typeof setTimeout> | undefined;
    const fail = () => {
      if (ready) return;
      setStatus('failed');
    };
    const readyTimer = setTimeout(fail, timing.readyMs);
    const sendStyle = () => post({ type: 'style', style: pageStyle(styleFrom.current) });
    // The colour mode is a class and a colour scheme on <html>: a change restyles the frame.
    const modes = new MutationObserver(() => { if (ready) sendStyle(); });
    modes.observe(document.documentElement, { attributes: true, attributeFilter: ['class', 'style'] });

    const listener = (event: MessageEvent) => {
      const message = origin ? fromFrame(event, { origin, window: target() }) : null;
      if (!message) return;
      if (message.type === 'ready') {
        ready = true;
        clearTimeout(readyTimer);
        clearTimeout(answerTimer);
        setStatus('ready');
        sendStyle();
      } else if (message.type === 'size') {
        setHeight(message.height);
      } else if (message.type === 'submit') {
        submit.current();
      } else {
        waiting.get(message.id)?.(message.result);
        waiting.delete(message.id);
      }
    };
    window.addEventListener('message', listener);
    post({ type: 'hello' });

    channel.current = {
      post,
      ask: (message) => new Promise<FrameResult>((resolve) => {
        const timer = setTimeout(() => {
          waiting.delete(message.id);
          resolve({ outcome: 'failed', status: 408 });
        }, timing.answerMs);
        waiting.set(message.id, (result) => {
          clearTimeout(timer);
          resolve(result);
        });
        post(message);
      }),
      loaded: () => {
        if (ready) return;
        post({ type: 'hello' });
        clearTimeout(answerTimer);
        answerTimer = setTimeout(fail, timing.loadedMs);
      },
    };
    return () => {
      channel.current = null;
      window.removeEventListener('message', listener);
      modes.disconnect();
      clearTimeout(readyTimer);
      clearTimeout(answerTimer);
      // A question left unanswered (the frame went away) is a failure, not a wait for ever.
      for (const answer of waiting.values()) answer({ outcome: 'failed', status: 0 });
      waiting.clear();
    };
  }, [src, paymentProviderUrl, attempt]); // eslint-disable-line react-hooks/exhaustive-deps -- the frame is set up again for a new source or attempt only: styleFrom is a ref, the timings are the test's or constants

  const handle = useMemo<CardFieldsHandle>(() => {
    const ask = async (message: PageMessage & { id: string }): Promise<FrameResult> =>
      statusRef.current === 'ready' && channel.current ? channel.current.ask(message) : { outcome: 'failed', status: 0 };
    return {
      status: () => statusRef.current,
      validate: () => ask({ type: 'validate', id: nextId() }),
      tokenize: (holder) => ask({ type: 'tokenize', id: nextId(), holder }),
      focus: (field) => {
        // The page focuses the iframe first: a frame may move the focus only within a focused frame.
        iframe.current?.focus();
        channel.current?.post({ type: 'focus', field });
      },
      disable: (disabled) => channel.current?.post({ type: 'disable', disabled }),
      clear: () => channel.current?.post({ type: 'clear' }),
    };
  }, []);

  const onLoad = useCallback(() => channel.current?.loaded(), []);
  const retry = useCallback(() => {
    setHeight(null);
    setAttempt((n) => n + 1);
  }, []);
  return { iframe, status, height, attempt, onLoad, retry, handle };
}

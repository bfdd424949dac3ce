// spec 7 Realtime socket (the deposit event) and spec 4 Deposit result dialogs (3DS success): a completed
// deposit's news is kept for a deposit page that mounts just after it, once, and only while it is recent.
import { afterEach, describe, expect, it } from 'vitest';
import { announceDeposit, DEPOSIT_NEWS_MS, noteDeposit, takeDeposit, takeUndelivered } from '../../../src/platform/depositNews';

afterEach(() => { takeDeposit(); takeUndelivered(); });

describe('deposit news for a deposit page that mounts late', () => {
  it('is taken once', () => {
    noteDeposit({ transactionId: 7, amount: 25 }, 1_000);
    expect(takeDeposit(2_000)).toEqual({ transactionId: 7, amount: 25 });
    expect(takeDeposit(2_000)).toBeNull();
  });

  it('is dropped when older than the window, so a later visit is not greeted with an old deposit', () => {
    noteDeposit({ transactionId: 8 }, 0);
    expect(takeDeposit(DEPOSIT_NEWS_MS + 1)).toBeNull();
    noteDeposit({ transactionId: 9 }, 0);
    expect(takeDeposit(DEPOSIT_NEWS_MS)).toEqual({ transactionId: 9 });
  });

  it('the latest news wins; an announcement is kept and dispatched as the deposit event', () => {
    const target = new EventTarget();
    const heard: unknown[] = [];
    target.addEventListener('wallet:deposit', (event) => heard.push((event as CustomEvent).detail));
    noteDeposit({ transactionId: 1 }, 0);
    announceDeposit({ transactionId: 2, amount: 25 }, target, 10);
    expect(heard).toEqual([{ transactionId: 2, amount: 25 }]);
    expect(takeDeposit(20)).toEqual({ transactionId: 2, amount: 25 });
  });

  it('the layout listener, loaded after the page, takes every recent deposit it has not heard, once, apart from the deposit page\'s', () => {
    noteDeposit({ transactionId: 1 }, 0);
    noteDeposit({ transactionId: 2 }, DEPOSIT_NEWS_MS);
    expect(takeDeposit(DEPOSIT_NEWS_MS + 10)).toEqual({ transactionId: 2 });
    expect(takeUndelivered(DEPOSIT_NEWS_MS + 10)).toEqual([{ transactionId: 2 }]);
    expect(takeUndelivered(DEPOSIT_NEWS_MS + 10)).toEqual([]);
  });
});

// spec 7: 'Tracking action codes map the deposit count 1 to 5 or more to: first, second, third, fourth and
// fifth-plus deposit.' Sent once per completed deposit, however many times it is reported.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetTrackedDeposits, trackDepositAction } from '../../../src/platform/depositActions';
import { useSession } from '../../../src/platform/session';
import { memoryStorage } from '../memoryStorage';

afterEach(() => {
  forgetTrackedDeposits();
  useSession.setState({ user: null });
});

describe('spec 7 tracking action codes of completed deposits', () => {
  it('sends the code of the deposit count as the log-event, with the deposit', async () => {
    const track = vi.fn(async () => {});
    expect(await trackDepositAction(track, { transactionId: 7, depositCount: 1, amount: 25, paymentMethod: 'visa' })).toBe('FIRST_DEPOSIT');
    expect(track).toHaveBeenCalledWith('FIRST_DEPOSIT', { depositCount: 1, transactionId: 7, amount: 25, paymentMethod: 'visa' });
    await trackDepositAction(track, { transactionId: 8, depositCount: 6 });
    expect(track).toHaveBeenLastCalledWith('FIFTH_PLUS_DEPOSIT', { depositCount: 6, transactionId: 8 });
  });

  it('once per transaction: the answer and the socket event of one deposit send one event', async () => {
    const track = vi.fn(async () => {});
    await trackDepositAction(track, { transactionId: 41, depositCount: 2 });
    expect(await trackDepositAction(track, { transactionId: '41', depositCount: 2 })).toBeNull();
    // A report of the same deposit without its id is known by the player's count.
    expect(await trackDepositAction(track, { depositCount: 2 })).toBeNull();
    expect(track).toHaveBeenCalledTimes(1);
    expect(await trackDepositAction(track, { transactionId: 42, depositCount: 3 })).toBe('THIRD_DEPOSIT');
    expect(track).toHaveBeenCalledTimes(2);
  });

  it('once across the player\'s tabs: a tab that gets the same socket event finds it claimed in local storage', async () => {
    const storage = memoryStorage();
    const shared = storage.data;
    const track = vi.fn(async () => {});
    expect(await trackDepositAction(track, { transactionId: 51, depositCount: 1 }, storage)).toBe('FIRST_DEPOSIT');
    forgetTrackedDeposits(); // the other tab: its memory knows nothing
    expect(await trackDepositAction(track, { transactionId: 51, depositCount: 1 }, storage)).toBeNull();
    expect(await trackDepositAction(track, { depositCount: 1 }, storage)).toBeNull();
    expect(track).toHaveBeenCalledTimes(1);
    // Corrupt storage is not a reason to lose a deposit: it is dropped and the next deposit is tracked.
    shared.set('trackedDeposits', '{not json');
    forgetTrackedDeposits();
    expect(await trackDepositAction(track, { transactionId: 52, depositCount: 2 }, storage)).toBe('SECOND_DEPOSIT');
  });

  it('local storage remembers only the last 50 keys', async () => {
    const storage = memoryStorage();
    const shared = storage.data;
    const track = vi.fn(async () => {});
    for (let i = 1; i <= 40; i++) await trackDepositAction(track, { transactionId: 1000 + i, depositCount: i }, storage);
    const kept = JSON.parse(shared.get('trackedDeposits')!) as string[];
    expect(kept).toHaveLength(50);
    expect(kept.at(-1)).toBe('transaction:1040');
    expect(track).toHaveBeenCalledTimes(40);
  });

  it('another player in the same tab is tracked on its own', async () => {
    const track = vi.fn(async () => {});
    useSession.setState({ user: { userId: 1 } });
    await trackDepositAction(track, { depositCount: 1 });
    useSession.setState({ user: { userId: 2 } });
    await trackDepositAction(track, { depositCount: 1 });
    expect(track).toHaveBeenCalledTimes(2);
  });

  it('no count, no code: nothing is sent and nothing claimed', async () => {
    const track = vi.fn(async () => {});
    expect(await trackDepositAction(track, { transactionId: 9, depositCount: null })).toBeNull();
    expect(await trackDepositAction(track, { transactionId: 9, depositCount: 0 })).toBeNull();
    expect(track).not.toHaveBeenCalled();
    expect(await trackDepositAction(track, { transactionId: 9, depositCount: '4' })).toBe('FOURTH_DEPOSIT');
  });
});

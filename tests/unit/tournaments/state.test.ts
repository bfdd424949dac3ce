import { describe, it, expect } from 'vitest';
import { STATE_ORDER, splitDuration, tournamentState } from '../../../src/tournaments/state';

const START = '2030-05-10T00:00:00.000Z';
const END = '2030-05-17T00:00:00.000Z';
const at = (iso: string) => new Date(iso);

describe('spec 3 Tournament states: starts in, ends in, ended', () => {
  it("spec 3 Tournament states: before the start it is 'starts in', counting down to the start", () => {
    const clock = tournamentState(START, END, at('2030-05-08T21:29:50.250Z'));
    expect(clock.state).toBe('starts in');
    expect(clock.remaining).toMatchObject({ days: 1, hours: 2, minutes: 30, seconds: 9 });
  });

  it("spec 3 Tournament states: one millisecond before the start it is still 'starts in'", () => {
    const clock = tournamentState(START, END, Date.parse(START) - 1);
    expect(clock.state).toBe('starts in');
    expect(clock.remaining).toMatchObject({ days: 0, hours: 0, minutes: 0, seconds: 0, totalMs: 1 });
  });

  it("spec 3 Tournament states: exactly at the start it is 'ends in' with the whole window left", () => {
    const clock = tournamentState(START, END, at(START));
    expect(clock.state).toBe('ends in');
    expect(clock.remaining).toMatchObject({ days: 7, hours: 0, minutes: 0, seconds: 0 });
  });

  it("spec 3 Tournament states: one second before the end it is 'ends in' with 1 second left", () => {
    const clock = tournamentState(START, END, Date.parse(END) - 1000);
    expect(clock.state).toBe('ends in');
    expect(clock.remaining).toMatchObject({ days: 0, hours: 0, minutes: 0, seconds: 1 });
  });

  it("spec 3 Tournament states: exactly at the end it is 'ended' with nothing left", () => {
    const clock = tournamentState(START, END, at(END));
    expect(clock.state).toBe('ended');
    expect(clock.remaining).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, totalMs: 0 });
  });

  it("spec 3 Tournament states: after the end it stays 'ended'", () => {
    expect(tournamentState(START, END, '2031-01-01T00:00:00Z').state).toBe('ended');
  });

  it('accepts Date, ISO string and epoch milliseconds alike; refuses an invalid date', () => {
    const now = Date.parse('2030-05-12T12:00:00Z');
    expect(tournamentState(new Date(START), Date.parse(END), new Date(now))).toEqual(tournamentState(START, END, now));
    expect(() => tournamentState('soon', END, now)).toThrow(RangeError);
  });

  it('splits a duration into days, hours, minutes and seconds, rounding down', () => {
    expect(splitDuration(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999)).toMatchObject({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(splitDuration(-5)).toMatchObject({ days: 0, hours: 0, minutes: 0, seconds: 0, totalMs: 0 });
  });

  it('list order: running races first, then upcoming, then ended', () => {
    const states = ['ended', 'starts in', 'ends in'] as const;
    expect([...states].sort((a, b) => STATE_ORDER[a] - STATE_ORDER[b])).toEqual(['ends in', 'starts in', 'ended']);
  });
});

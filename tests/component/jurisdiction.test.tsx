// @vitest-environment jsdom
// The jurisdiction pack's widgets (issue 13, beyond the spec): Clock, the header's session clock (spec 5
// Clock: 'The HH:MM clock is refreshed every 60 seconds while the tab is visible'), and Timer, which ticks
// every N minutes of a session for the reality check. Driven by fake timers (the page's clock).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { I18nProvider } from '../../src/platform/i18nContext';
import { createI18n } from '../../src/platform/i18n';
import { ScopeContext, emptyScope, type Scope } from '../../src/renderer/scope';
import Clock from '../../src/widgets/Clock/Widget';
import Timer from '../../src/widgets/Timer/Widget';
import { propsOf } from '../../src/renderer/widgetDefaults';
import { TEXTS } from './tournaments-helpers';

const MINUTE = 60_000;
const START = new Date(2026, 10, 26, 14, 0, 0);
const i18n = createI18n({ locale: 'en', fallbackTexts: {}, texts: TEXTS });
const inScope = (ui: ReactNode, scope: Scope = emptyScope) =>
  render(<ChakraProvider value={defaultSystem}><I18nProvider i18n={i18n}><ScopeContext.Provider value={scope}>{ui}</ScopeContext.Provider></I18nProvider></ChakraProvider>);
let visibility: DocumentVisibilityState = 'visible';
const setVisibility = (state: DocumentVisibilityState) => {
  visibility = state;
  act(() => { document.dispatchEvent(new Event('visibilitychange')); });
};

beforeEach(() => {
  vi.useFakeTimers({ now: START });
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Clock: HH:MM and the time since login, every 60 s while the tab is visible', () => {
  const since = new Date(START.getTime() - 65 * MINUTE).toISOString();
  const clock = () => screen.getByTestId('session-clock');

  it('shows the time and the elapsed time, and moves every minute', () => {
    inScope(<Clock props={propsOf('Clock', { text: 'text.jurisdiction.clock', label: 'text.jurisdiction.clockLabel', since })} emit={vi.fn()} node={{ type: 'Clock' }} path="" />);
    expect(clock().textContent).toBe('14:00 · 01:05');
    expect(clock().getAttribute('role')).toBe('timer');
    expect(clock().getAttribute('aria-label')).toBe(TEXTS['text.jurisdiction.clockLabel']);
    act(() => { vi.advanceTimersByTime(59_000); });
    expect(clock().textContent).toBe('14:00 · 01:05');
    act(() => { vi.advanceTimersByTime(1_000); });
    expect(clock().textContent).toBe('14:01 · 01:06');
  });

  it('stands still while the tab is hidden and catches up at once when it is visible again', () => {
    inScope(<Clock props={propsOf('Clock', { text: 'text.jurisdiction.clock', since })} emit={vi.fn()} node={{ type: 'Clock' }} path="" />);
    setVisibility('hidden');
    act(() => { vi.advanceTimersByTime(5 * MINUTE); });
    expect(clock().textContent).toBe('14:00 · 01:05');
    setVisibility('visible');
    expect(clock().textContent).toBe('14:05 · 01:10');
  });

  it('shows nothing without a start', () => {
    inScope(<Clock props={propsOf('Clock', { text: 'text.jurisdiction.clock', since: null })} emit={vi.fn()} node={{ type: 'Clock' }} path="" />);
    expect(screen.queryByTestId('session-clock')).toBeNull();
  });
});

describe('Timer: a tick every N minutes after the session started', () => {
  it('ticks at each multiple of the interval since the start, a reload keeping the count', () => {
    const emit = vi.fn(async () => {});
    const since = new Date(START.getTime() - 10 * MINUTE).toISOString();
    const scope = { ...emptyScope, settings: { realityCheckMinutes: 30 } } as Scope;
    inScope(<Timer props={{ everyMinutes: { var: 'settings.realityCheckMinutes' }, since }} emit={emit} node={{ type: 'Timer' }} path="" />, scope);
    act(() => { vi.advanceTimersByTime(20 * MINUTE - 1); });
    expect(emit).not.toHaveBeenCalled();
    act(() => { vi.advanceTimersByTime(1); });
    expect(emit).toHaveBeenCalledTimes(1);
    expect(emit).toHaveBeenCalledWith('tick', { minutes: 30 });
    act(() => { vi.advanceTimersByTime(30 * MINUTE); });
    expect(emit).toHaveBeenCalledTimes(2);
    expect(emit).toHaveBeenLastCalledWith('tick', { minutes: 60 });
  });

  it('is off when the interval is 0 (the setting off)', () => {
    const emit = vi.fn(async () => {});
    inScope(<Timer props={{ everyMinutes: 0, since: START.toISOString() }} emit={emit} node={{ type: 'Timer' }} path="" />);
    act(() => { vi.advanceTimersByTime(24 * 60 * MINUTE); });
    expect(emit).not.toHaveBeenCalled();
  });
});

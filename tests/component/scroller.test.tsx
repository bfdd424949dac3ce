// @vitest-environment jsdom
// The Scroller primitive (spec 9: 'Carousel auto-scroll default 2 s (3 s for the calendar)'): a row of slides
// that moves on by itself only where it scrolls, pauses while the player is there, and wraps to the first.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { NodeDocument } from '../../src/generated/types';
import { RenderNodes } from '../../src/renderer/RenderNode';
import { RendererContext } from '../../src/renderer/RendererContext';
import { nextScrollLeft } from '../../src/widgets/Scroller/Widget';
import { rendererStandIn } from '../support/services';
import { en, renderWith } from './tournaments-helpers';

/** spec 9: 3 s for the calendar: what a Scroller node that sets no intervalMs gets (its schema's default). */
const SCROLLER_INTERVAL_MS = 3000;

const node = {
  type: 'Scroller', props: { label: 'text.calendars.bonus.weeks' },
  children: [1, 2, 3].map((n) => ({ type: 'Text', props: { text: 'text.calendars.day', values: { day: 'Week', date: n } } })),
} as unknown as NodeDocument;

/** Whether the Scroller's interval is set: it comes from an effect after the render that shows data-moving. */
const scrollerTimerSet = () => vi.mocked(setInterval).mock.calls.some(([, ms]) => ms === SCROLLER_INTERVAL_MS);

/** jsdom lays nothing out: the row's sizes as a phone would have them (3 slides of 300 px) or a wide screen. */
function sizes(width: number, scrollWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  const scrollTo = vi.fn(function (this: HTMLElement, options: ScrollToOptions) { this.scrollLeft = options.left ?? 0; });
  HTMLElement.prototype.scrollTo = scrollTo as never;
  return scrollTo;
}
const render = () => renderWith(<RendererContext.Provider value={rendererStandIn()}><RenderNodes nodes={[node]} path="modals/x.json#/body" /></RendererContext.Provider>, () => undefined);

afterEach(() => { cleanup(); vi.useRealTimers(); vi.restoreAllMocks(); });

describe('Scroller', () => {
  it('where it scrolls, moves a slide on every 3 s and back to the first after the last', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    vi.spyOn(globalThis, 'setInterval');
    const scrollTo = sizes(300, 900);
    render();
    const region = await screen.findByRole('region', { name: en('text.calendars.bonus.weeks') });
    await waitFor(() => expect(region.dataset.moving).toBe('true'));
    // The interval is set by an effect after the render that shows data-moving: on a busy machine that can come
    // later, and a tick advanced before it would be lost. Wait for the timer itself.
    await waitFor(() => expect(scrollerTimerSet()).toBe(true));
    await act(async () => { vi.advanceTimersByTime(SCROLLER_INTERVAL_MS); });
    await act(async () => { vi.advanceTimersByTime(SCROLLER_INTERVAL_MS); });
    await act(async () => { vi.advanceTimersByTime(SCROLLER_INTERVAL_MS); });
    expect(scrollTo.mock.calls.map((c) => (c[0] as ScrollToOptions).left)).toEqual([300, 600, 0]);
  });

  it('pauses while hovered and with its pause button; the arrows move it by hand', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    vi.spyOn(globalThis, 'setInterval');
    const scrollTo = sizes(300, 900);
    render();
    const region = await screen.findByRole('region', { name: en('text.calendars.bonus.weeks') });
    await waitFor(() => expect(region.dataset.moving).toBe('true'));
    await waitFor(() => expect(scrollerTimerSet()).toBe(true));
    fireEvent.mouseEnter(region);
    await act(async () => { vi.advanceTimersByTime(SCROLLER_INTERVAL_MS * 2); });
    expect(scrollTo).not.toHaveBeenCalled();
    fireEvent.mouseLeave(region);
    fireEvent.click(screen.getByRole('button', { name: en('text.lobby.carousel.pause') }));
    await act(async () => { vi.advanceTimersByTime(SCROLLER_INTERVAL_MS * 2); });
    expect(scrollTo).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: en('text.lobby.carousel.previous') }));
    expect((scrollTo.mock.calls[0][0] as ScrollToOptions).left).toBe(600);
  });

  it('where everything fits (the slides stacked on a wide screen) it never moves and shows no buttons', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const scrollTo = sizes(900, 900);
    render();
    await screen.findByRole('region', { name: en('text.calendars.bonus.weeks') });
    await act(async () => { vi.advanceTimersByTime(SCROLLER_INTERVAL_MS * 3); });
    expect(scrollTo).not.toHaveBeenCalled();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('nextScrollLeft: a screen on, back to the start after the last; back from the first goes to the last', () => {
    expect(nextScrollLeft(0, 300, 900, 1)).toBe(300);
    expect(nextScrollLeft(600, 300, 900, 1)).toBe(0);
    expect(nextScrollLeft(450, 300, 900, 1)).toBe(600);
    expect(nextScrollLeft(0, 300, 900, -1)).toBe(600);
    expect(nextScrollLeft(300, 300, 900, -1)).toBe(0);
  });

  it('nextScrollLeft right to left (ar, he): the row starts at the right and scrollLeft runs negative', () => {
    expect(nextScrollLeft(0, 300, 900, 1, 'rtl')).toBe(-300);
    expect(nextScrollLeft(-300, 300, 900, 1, 'rtl')).toBe(-600);
    expect(nextScrollLeft(-600, 300, 900, 1, 'rtl')).toBe(0);
    expect(nextScrollLeft(0, 300, 900, -1, 'rtl')).toBe(-600);
    expect(nextScrollLeft(-300, 300, 900, -1, 'rtl')).toBe(0);
  });
});

// @vitest-environment jsdom
// The Details primitive (src/widgets/Details): a description list of one record's values, each entry a
// label, a value expression and a format (the Table's cell formats), an entry whose when is false left out.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { NodeDocument } from '../../src/generated/types';
import { RenderNodes } from '../../src/renderer/RenderNode';
import { RendererContext } from '../../src/renderer/RendererContext';
import { emptyScope } from '../../src/renderer/scope';
import { rendererStandIn } from '../support/services';
import { en, renderWith } from './tournaments-helpers';

afterEach(cleanup);

const node: NodeDocument = ({
  type: 'Compute', props: { name: 'r', rule: 'bonusRecord', args: { bonus: { var: 'data.record.value' } } },
  children: [{
    type: 'Details',
    props: {
      label: 'text.bonus.history.active.labels', testId: 'details',
      items: [
        { label: 'text.bonus.history.labels.bonusAmount', value: { var: 'data.r.value.bonus.bonusAmount' }, format: 'amount' },
        { label: 'text.bonus.history.labels.status', value: { var: 'data.r.value.bonus.status' }, format: 'badge',
          labels: { active: 'text.bonus.history.status.active' }, otherLabel: 'text.bonus.history.status.other', tones: { active: 'info' } },
        { label: 'text.bonus.history.labels.start', value: { var: 'data.r.value.bonus.start' }, format: 'date' },
        { label: 'text.bonus.history.labels.maxWin', value: { var: 'data.r.value.bonus.maxWin' }, format: 'amount', when: { var: 'data.r.value.bonus.applies.maxWin' } },
        { label: 'text.bonus.history.labels.game', value: { var: 'data.r.value.bonus.game' }, blank: 'text.bonus.history.notApplicable' },
      ],
    },
  }],
} as unknown as NodeDocument);

function render(record: Record<string, unknown>) {
  const user = { userId: 1, currencyCode: 'USD', currencySymbol: '$' };
  renderWith(
    <RendererContext.Provider value={rendererStandIn()}><RenderNodes nodes={[node]} path="x.json#/body" /></RendererContext.Provider>,
    () => { throw new Error('no calls'); },
    { ...emptyScope, user, data: { record: { value: record, loading: false, error: null } } } as never,
  );
}

describe('Details', () => {
  it('a labelled description list: terms and values in their formats; an entry whose when is false left out', async () => {
    render({ status: 'active', bonusAmount: 25, start: '2026-11-01T10:00:00.000Z', maxWin: null, game: null });
    const list = await screen.findByTestId('details');
    expect(list.tagName).toBe('DL');
    expect(list.getAttribute('aria-label')).toBe(en('text.bonus.history.active.labels'));
    const terms = within(list).getAllByRole('term').map((t) => t.textContent);
    expect(terms).toEqual(['bonusAmount', 'status', 'start', 'game'].map((k) => en(`text.bonus.history.labels.${k}`)));
    // The Compute above gives the record after mount.
    await waitFor(() => expect(within(list).getAllByRole('definition')[0].textContent).toMatch(/\$\s?25\.00/));
    const values = within(list).getAllByRole('definition');
    expect(values[1].textContent).toBe(en('text.bonus.history.status.active'));
    expect(values[2].querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-01T10:00:00.000Z');
    expect(values[3].textContent).toBe(en('text.bonus.history.notApplicable'));
  });

  it('shows the entry once its when holds', async () => {
    render({ status: 'expired', bonusAmount: 25, start: '2026-11-01T10:00:00.000Z', maxWin: 500 });
    const list = await screen.findByTestId('details');
    expect(await within(list).findByText(en('text.bonus.history.labels.maxWin'))).toBeTruthy();
    expect(await within(list).findByText(en('text.bonus.history.status.other'))).toBeTruthy();
  });
});

// runActions hands each handler its params already resolved (issue 25 item 3, as amis's dispatcher maps `args`):
// the params a schema marks as expressions (gen's actionExpressions) are evaluated once, in the event's scope
// (the payload as `event`, a form's data also as `form`); the rest reach the handler as written, with the
// app's services in ctx.services.
import { describe, expect, it, vi } from 'vitest';
import { resolveParams, runActions, type ActionRegistry } from '../../../src/renderer/runActions';
import { actionExpressions } from '../../../src/generated/actions';
import type { ActionContext } from '../../../src/actions/types';
import { emptyScope } from '../../../src/renderer/scope';
import { servicesStandIn } from '../../support/services';

describe('runActions resolves a handler\'s params', () => {
  it('gen marks the expression params of the action schemas: one value, or a map of them', () => {
    expect(actionExpressions.notify).toEqual({ message: 'value' });
    expect(actionExpressions.call).toEqual({ params: 'each' });
    expect(actionExpressions.track).toEqual({ data: 'each' });
    expect(actionExpressions.navigate).toBeUndefined();
  });

  it('evaluates a value and each value of a map in the scope; other params stay as written; unset ones stay unset', () => {
    const scope = { ...emptyScope, item: { id: 7 } };
    expect(resolveParams({ action: 'call', endpoint: 'x', params: { id: { var: 'item.id' }, page: 2 } } as never, actionExpressions, scope))
      .toEqual({ action: 'call', endpoint: 'x', params: { id: 7, page: 2 } });
    expect(resolveParams({ action: 'notify', text: 'text.a', message: { var: 'item.id' } } as never, actionExpressions, scope))
      .toEqual({ action: 'notify', text: 'text.a', message: 7 });
    expect('message' in resolveParams({ action: 'notify', text: 'text.a' } as never, actionExpressions, scope)).toBe(false);
  });

  it('the handler gets values from the payload (as event and as form) and the services it was given', async () => {
    const seen: Array<{ params: unknown; ctx: ActionContext }> = [];
    const registry: ActionRegistry = {
      handlers: { probe: ((params: unknown, ctx: ActionContext) => { seen.push({ params, ctx }); }) as never },
      expressions: { probe: { value: 'value', data: 'each' } },
    };
    const services = servicesStandIn({ track: vi.fn(async () => {}) });
    await runActions(
      [{ action: 'probe', value: { var: 'event.amount' }, data: { email: { var: 'form.email' } }, label: { var: 'kept' } } as never],
      { registry, services, scope: emptyScope },
      { amount: 25, email: 'p@sandbox.test' },
    );
    expect(seen[0].params).toEqual({ action: 'probe', value: 25, data: { email: 'p@sandbox.test' }, label: { var: 'kept' } });
    expect(seen[0].ctx.services).toBe(services);
  });
});

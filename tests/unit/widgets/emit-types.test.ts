// A widget's events are declared once, in its props.schema.json (x-events, which brand validate and the docs
// read); npm run gen puts them in the widget's generated props type, so emit takes only those names. These
// checks are types: `npm run typecheck` fails when one no longer holds (an unused @ts-expect-error included).
import { describe, it, expect, expectTypeOf } from 'vitest';
import type { EventsOf, WidgetRenderProps } from '../../../src/widgets/types';
import type { ButtonProps, DataProps, PaymentMethodsProps, TextProps } from '../../../src/generated/types';

describe("a widget's emit takes the events of its x-events only", () => {
  it('Button emits click, Data load, PaymentMethods select; Text declares none', () => {
    expectTypeOf<EventsOf<ButtonProps>>().toEqualTypeOf<'click'>();
    expectTypeOf<EventsOf<DataProps>>().toEqualTypeOf<'load'>();
    expectTypeOf<EventsOf<PaymentMethodsProps>>().toEqualTypeOf<'select'>();
    expectTypeOf<EventsOf<TextProps>>().toEqualTypeOf<never>();
  });

  it('an event the schema does not declare does not compile', async () => {
    const sent: string[] = [];
    const emit: WidgetRenderProps<ButtonProps>['emit'] = async (event) => { sent.push(event); };
    await emit('click');
    // @ts-expect-error Button declares no event "clik"
    await emit('clik');
    expect(sent).toEqual(['click', 'clik']);
  });
});

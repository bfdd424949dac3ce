// The widget gallery of npm run dev (issue 25 item 4): one entry per widget folder, in name order, its example
// rendered inside the widget its schema says it sits in (x-inside), so a part of a bigger widget renders as a
// document must place it.
import { describe, expect, it } from 'vitest';
import { galleryEntries } from '../../../src/dev/widgetGallery';

const examples = {
  '../widgets/Text/example.json': { type: 'Text', props: { text: 'text.common.submit' } },
  '../widgets/DepositAmount/example.json': { type: 'DepositAmount', props: { defaultAmount: 25 } },
  '../widgets/Button/example.json': { type: 'Button', props: { text: 'text.auth.login' } },
};
const schemas = {
  '../widgets/Text/props.schema.json': { description: 'A paragraph of CMS text.' },
  '../widgets/DepositAmount/props.schema.json': { description: 'The amount field.', 'x-inside': 'Deposit' },
  '../widgets/Button/props.schema.json': { description: 'A button.', 'x-inside': ['Card', 'Stack'] },
};

describe('galleryEntries', () => {
  it('gives each widget folder an entry, in name order, with its description and example', () => {
    const entries = galleryEntries(examples, schemas);
    expect(entries.map((e) => e.type)).toEqual(['Button', 'DepositAmount', 'Text']);
    expect(entries[2]).toEqual({ type: 'Text', description: 'A paragraph of CMS text.', example: examples['../widgets/Text/example.json'], node: examples['../widgets/Text/example.json'], inside: undefined });
  });

  it('renders a widget that sits inside another (x-inside) inside it, and shows its own example', () => {
    const amount = galleryEntries(examples, schemas).find((e) => e.type === 'DepositAmount')!;
    expect(amount.inside).toBe('Deposit');
    expect(amount.node).toEqual({ type: 'Deposit', children: [examples['../widgets/DepositAmount/example.json']] });
    expect(amount.example).toBe(examples['../widgets/DepositAmount/example.json']);
    // Of several possible parents, the first.
    expect(galleryEntries(examples, schemas)[0].node).toMatchObject({ type: 'Card' });
  });
});

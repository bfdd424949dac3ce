// The Select's options from data (optionsFrom): one per item of a list, minus the values of another list's
// items (the currencies of get-currencies a player has no wallet in yet). Pure, so it is tested on its own.
import { evaluate, type ScopeData } from '../../renderer/expressions';
import type { SelectProps } from '../../generated/types';

export interface DataOption { value: string; label: string }

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** Each item's value and words, in the list's order; empty, repeated and excepted values are left out. */
export function optionsFrom(source: NonNullable<SelectProps['optionsFrom']>, scope: ScopeData): DataOption[] {
  const at = (item: unknown, expr: unknown) => evaluate(expr, { ...scope, item });
  const taken = new Set(source.except
    ? listOf(evaluate(source.except.items, scope)).map((item) => text(at(item, source.except!.value)))
    : []);
  const options: DataOption[] = [];
  for (const item of listOf(evaluate(source.items, scope))) {
    const value = text(at(item, source.value));
    if (!value || taken.has(value)) continue;
    taken.add(value);
    options.push({ value, label: text(at(item, source.label)) || value });
  }
  return options;
}

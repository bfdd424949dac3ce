// Values for {{placeholders}} in a CMS text, each an expression evaluated against the scope. Shared
// by the widgets that show text with placeholders (Text, Heading).
import { evaluate } from './expressions';
import { useScope } from './scope';

export function useTextValues(values: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  const scope = useScope();
  return values ? Object.fromEntries(Object.entries(values).map(([name, expr]) => [name, evaluate(expr, scope)])) : undefined;
}

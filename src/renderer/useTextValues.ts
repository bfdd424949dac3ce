// Values for {{placeholders}} in a CMS text, each an expression evaluated against the scope. Shared
// by the widgets that show text with placeholders (Text, Heading).
import { evaluateEach } from './expressions';
import { useScope } from './scope';

export function useTextValues(values: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  const scope = useScope();
  return values ? evaluateEach(values, scope) : undefined;
}

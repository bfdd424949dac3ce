// The flow primitive's rules, pure (src/widgets/Flow is their React side): where next and back lead,
// which step a flow starts on, and the values it starts with.

/** The step `to` leads to from `current`: next and back follow the order; a name must be a step. */
export function stepAfter(steps: readonly string[], current: string, to: string): string {
  const at = Math.max(0, steps.indexOf(current));
  if (to === 'next') return steps[Math.min(at + 1, steps.length - 1)];
  if (to === 'back') return steps[Math.max(at - 1, 0)];
  if (steps.includes(to)) return to;
  throw new Error(`"${to}" is not a step of this flow (${steps.join(', ')}): use next, back or a step`);
}

/** The step shown: the address's when it names a step (a reload), else the initial one, else the first. */
export function startStep(steps: readonly string[], fromAddress: string | null | undefined, initial?: string): string {
  if (fromAddress && steps.includes(fromAddress)) return fromAddress;
  if (initial && steps.includes(initial)) return initial;
  return steps[0];
}

/** The values a flow starts with: the declared ones, then those the address holds (which win). */
export function startValues(declared: Record<string, unknown>, queryParams: Record<string, string>, query: Record<string, string>): Record<string, unknown> {
  const values = { ...declared };
  for (const [name, param] of Object.entries(queryParams)) if (query[param] !== undefined && query[param] !== '') values[name] = query[param];
  return values;
}

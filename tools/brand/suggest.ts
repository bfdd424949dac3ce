// "did you mean" for typos in names operators type by hand: widget types, actions, text keys, page keys.

/** Levenshtein distance, case-insensitive (a wrong capital is the commonest typo of all). */
export function editDistance(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const current = [i];
    for (let j = 1; j <= t.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (s[i - 1] === t[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[t.length];
}

/** The closest candidate when it is close enough to be a plausible typo, else undefined. */
export function closest(name: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = editDistance(name, candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  const allowed = Math.max(1, Math.floor(name.length / 3));
  return best !== undefined && bestDistance <= allowed ? best : undefined;
}

/** ' (did you mean "GameGrid"?)' or ''. */
export function didYouMean(name: string, candidates: Iterable<string>): string {
  const match = closest(name, candidates);
  return match ? ` (did you mean "${match}"?)` : '';
}

/** A readable list: `a, b, c` or, when long, the first ones and "and N more". */
export function listNames(names: string[], max = 12): string {
  if (names.length === 0) return 'none';
  if (names.length <= max) return names.join(', ');
  return `${names.slice(0, max).join(', ')} and ${names.length - max} more`;
}

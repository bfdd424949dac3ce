// "did you mean" for typos in names operators type by hand: widget types, actions, text keys, page keys.

/**
 * Edit distance counting a swap of two neighbouring letters as one edit (optimal string alignment), case-
 * insensitive: swapped letters and a wrong capital are the commonest typos of all ("Gird", "vra").
 */
export function editDistance(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  const d: number[][] = Array.from({ length: s.length + 1 }, (_, i) => [i, ...Array<number>(t.length).fill(0)]);
  for (let j = 0; j <= t.length; j++) d[0][j] = j;
  for (let i = 1; i <= s.length; i++) {
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[s.length][t.length];
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
  // Long names share long prefixes (text.casino.*), so the allowance grows slowly and stops at 3.
  const allowed = Math.max(1, Math.min(3, Math.floor(name.length / 4)));
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

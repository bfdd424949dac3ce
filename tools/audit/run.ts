// Runs the audit's checks against a target and prints one line per check: `held    <name>: <evidence>` or
// `FAILED  <name>: <what was seen>`. A check that throws (an AuditFailure, or an error that kept it from
// running) is FAILED too: no check is skipped in silence. Checks run one after another (their per-IP limits
// and timings must not disturb each other), except the `background` ones, which start at once (they start
// servers of their own, slow to boot) and are awaited in their turn.
import { AuditFailure, type Target, type Verdict } from './target';

export interface Check {
  /** What the line names: the attack, with the review's finding id. */
  name: string;
  run: (target: Target) => Promise<Verdict>;
  /** Starts with the run, beside the others (it touches only servers of its own). */
  background?: boolean;
}

/** A check's verdict; whatever it throws becomes FAILED with the reason. */
export async function verdictOf(check: Check, target: Target): Promise<Verdict> {
  try {
    return await check.run(target);
  } catch (error) {
    if (error instanceof AuditFailure) return { held: false, detail: error.message };
    return { held: false, detail: `the check could not run: ${error instanceof Error ? error.message : String(error)}` };
  }
}

export const verdictLine = (name: string, verdict: Verdict) => `${verdict.held ? 'held  ' : 'FAILED'}  ${name}: ${verdict.detail}`;

/** Runs the checks, printing each line as it is known; the number of checks that failed. */
export async function runChecks(target: Target, checks: readonly Check[], print: (line: string) => void = console.log): Promise<number> {
  const started = new Map(checks.filter((c) => c.background).map((c) => [c, verdictOf(c, target)]));
  let failures = 0;
  for (const check of checks) {
    const t0 = performance.now();
    const verdict = await (started.get(check) ?? verdictOf(check, target));
    if (!verdict.held) failures += 1;
    const seconds = started.has(check) ? '' : ` (${((performance.now() - t0) / 1000).toFixed(1)} s)`;
    print(`${verdictLine(check.name, verdict)}${seconds}`);
  }
  print(failures ? `${failures} of ${checks.length} checks FAILED` : `all ${checks.length} checks held`);
  return failures;
}

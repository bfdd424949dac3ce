// The audit's runner: one line per check, FAILED for a check that fails, throws or cannot reach its target
// (nothing is skipped in silence), and the count of failures that makes the tool exit non-zero.
import { describe, expect, it } from 'vitest';
import { runChecks, verdictOf, type Check } from '../../../tools/audit/run';
import { AuditFailure, expectAnswer, fail, held, Target, type Answer } from '../../../tools/audit/target';
import { CHECKS } from '../../../tools/audit/checks/index';

const answer = (status: number, body: unknown): Answer => ({ status, headers: {}, body: JSON.stringify(body), json: () => body, ms: 1 });

describe('audit runner', () => {
  it('prints one line per check, held or FAILED, and counts the failures', async () => {
    const lines: string[] = [];
    const checks: Check[] = [
      { name: 'holds', run: async () => held('fine') },
      { name: 'fails', run: async () => fail('saw the attack work') },
      { name: 'throws', run: async () => { throw new Error('connect ECONNREFUSED'); } },
      { name: 'in the background', run: async () => held('slow one'), background: true },
    ];
    const failures = await runChecks(new Target('http://127.0.0.1:1'), checks, (line) => lines.push(line));
    expect(failures).toBe(2);
    expect(lines.map((l) => l.replace(/ \(\d+\.\d s\)$/, ''))).toEqual([
      'held    holds: fine',
      'FAILED  fails: saw the attack work',
      'FAILED  throws: the check could not run: connect ECONNREFUSED',
      'held    in the background: slow one',
      '2 of 4 checks FAILED',
    ]);
  });
  it('a target that does not answer makes a check FAILED, not skipped', async () => {
    const verdict = await verdictOf({ name: 'x', run: (t) => t.call('GET', '/').then(() => held('?')) }, new Target('http://127.0.0.1:1'));
    expect(verdict.held).toBe(false);
    expect(verdict.detail).toMatch(/could not run: .*ECONNREFUSED/);
  });
  it('expectAnswer wants the exact status, code and field: never any 4xx', () => {
    expect(() => expectAnswer(answer(403, { code: 'X' }), 'w', 400, { code: 'X' })).toThrow(AuditFailure);
    expect(() => expectAnswer(answer(400, { code: 'Y' }), 'w', 400, { code: 'X' })).toThrow('w: expected 400 X, got 400');
    expect(() => expectAnswer(answer(400, { code: 'X', field: 'b' }), 'w', 400, { code: 'X', field: 'a' })).toThrow(AuditFailure);
    expect(() => expectAnswer(answer(400, { code: 'X', field: 'a' }), 'w', 400, { code: 'X', field: 'a' })).not.toThrow();
  });
  it('every check of npm run audit:security is named by its review finding, once', () => {
    const names = CHECKS.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[RN]\d/);
    for (const id of ['R1', 'R2', 'R3', 'R4', 'R6', 'R7', 'R8', 'R9', 'R10', 'R11', 'R13', 'R17', 'N1', 'N2', 'N3', 'N4', 'N5', 'N6', 'N7', 'N8', 'N9']) {
      expect(names.some((n) => n.split(' ')[0].split(/[/-]/).includes(id)), id).toBe(true);
    }
  });
});

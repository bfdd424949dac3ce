// npm run audit:security: replays the attacks of the security reviews (../shared/reviews/2026-11-23 and
// 2026-11-27/security.md) against a running site, and prints one line per check: held, or FAILED with what it
// saw; exits 1 when one failed. AUDIT_URL picks the site (default http://127.0.0.1:5173); SANDBOX_CONTROL_KEY
// is the key the site was started with (sent as X-Sandbox-Key; without one the control-key check fails, as a
// keyless site's control plane is open). The preview redirect check needs the site started with
// BRAND_PREVIEW_KEY. tools/test.sh starts such a site. The checks sign up their own throw-away players and never
// touch the seeded accounts. Each check is a function of tools/audit/checks/ with a unit test that runs it
// against a broken stand-in (tests/unit/audit/).
import { Target } from './audit/target';
import { runChecks } from './audit/run';
import { CHECKS } from './audit/checks/index';
import { closeBrowser } from './audit/checks/browser';

const target = new Target(process.env.AUDIT_URL ?? 'http://127.0.0.1:5173', process.env.SANDBOX_CONTROL_KEY);
console.log(`Security audit of ${target.base.origin}${target.controlKey ? ' (with the control key)' : ' (no control key given)'}`);
const started = performance.now();
let failures: number;
try {
  failures = await runChecks(target, CHECKS);
} finally {
  await closeBrowser();
  target.close();
}
console.log(`(${((performance.now() - started) / 1000).toFixed(0)} s)`);
process.exit(failures ? 1 : 0);

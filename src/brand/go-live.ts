// Making a stored version live, as `npm run brand -- publish|promote|rollback` and bench:publish do: only once every
// running server (its report in the store) has checked it and would serve it; a refusal keeps the live version and
// says why, in the server's words (operator trial: the CLI said "live" for a version the server refused).
import { BrandStore, REPORT_FRESH_MS } from './store.ts';

/** How often the servers' reports are read while waiting for their verdict (they check a draft as it lands). */
const LOOK_EVERY_MS = 20;

export interface GoLiveOptions {
  /** Where each line for the operator goes (the CLI prints; the bench is quiet). */
  say: (line: string) => void;
  /** The line that says it is live, given the version that was live before ('' for none). */
  said: (before: string) => string;
}

export async function goLive(store: BrandStore, id: string, hash: string, { say, said }: GoLiveOptions): Promise<boolean> {
  const before = store.liveHash(id);
  const deadline = Date.now() + REPORT_FRESH_MS;
  let reports = store.serverReports(id, new Date());
  // A running server checks a new draft when it lands in the store (or on its next poll): wait for each verdict.
  while (reports.some((r) => !r.checked[hash]) && Date.now() < deadline) {
    await new Promise((done) => setTimeout(done, LOOK_EVERY_MS));
    reports = store.serverReports(id, new Date());
  }
  const refusals = reports.filter((r) => r.checked[hash]?.length);
  if (refusals.length) {
    for (const r of refusals) say(`brand ${id}: the running server ${r.server} refuses ${hash}:\n  ${r.checked[hash].join('\n  ')}`);
    say(`brand ${id}: not live; ${before ? `the live version stays ${before}` : 'it has no live version'} (${hash} is kept as a draft: deploy the code it needs, then promote it)`);
    return false;
  }
  store.setLive(id, hash);
  const silent = reports.filter((r) => !r.checked[hash]).length;
  const checked = reports.length - silent;
  say(`${said(before ?? '')}${checked ? ` (accepted by ${checked} running server${checked === 1 ? '' : 's'})` : ''}`);
  if (silent) say(`brand ${id}: ${silent} running server${silent === 1 ? '' : 's'} did not answer within ${REPORT_FRESH_MS / 1000} s: see their logs`);
  return true;
}

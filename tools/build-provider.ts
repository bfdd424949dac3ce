// Run by `npm run build` (and by `npm run dev` at start): bundles the sandbox payment provider's card fields script
// (server/sandbox/provider/cardFields.client.ts, with the card rules it shares with the casino) into one static
// file the provider serves from its own origin, dist/provider/card-fields.js (server/sandbox/provider/cardFields.ts).
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { CARD_FIELDS_SCRIPT_FILE } from '../server/sandbox/provider/cardFields';

const ENTRY = fileURLToPath(new URL('../server/sandbox/provider/cardFields.client.ts', import.meta.url));

export async function buildCardFieldsScript(): Promise<void> {
  await build({
    entryPoints: [ENTRY],
    outfile: CARD_FIELDS_SCRIPT_FILE,
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    platform: 'browser',
    legalComments: 'none',
    logLevel: 'warning',
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildCardFieldsScript();
  console.log(`card fields script: ${CARD_FIELDS_SCRIPT_FILE}`);
}

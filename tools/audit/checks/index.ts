// The audit's checks, in the order `npm run audit:security` prints them, each named by the review finding it
// replays (R: ../shared/reviews/2026-11-23/security.md, N: 2026-11-27). Each has a unit test that runs it
// against a broken stand-in and sees FAILED (tests/unit/audit/).
import type { Check } from '../run';
import { edgeInputs, forwardedFor, kycLock, rakebackIdor, tokensAndHeaders } from './account';
import { cardData, hostedCardFields, linkTokenSession } from './browser';
import { controlKey, sandboxExposure } from './control';
import { loginStarvation } from './login';
import { htmlAssembly, longQueries, previewRedirect, scriptNonce } from './pages';
import { bonusBuy, exclusionAtSpin, exclusionNotShortened } from './play';
import { sharedPhone, smsResetCode } from './reset';
import { chatNicknames, chatRevocation, socketExpiry, socketRevocation } from './sockets';

export const CHECKS: Check[] = [
  { name: 'R1 SMS reset code', run: smsResetCode },
  { name: 'R2 control endpoints without the key', run: controlKey },
  { name: 'R3 card data only to the provider', run: cardData },
  { name: 'R4/R5 bonus buy: confirmation, limits, return', run: bonusBuy },
  { name: 'R6 login starvation, ceiling and lockout', run: loginStarvation },
  { name: 'R7 IDOR on rakeback days', run: rakebackIdor },
  { name: 'R8 ?at= link never swaps the session silently', run: linkTokenSession },
  { name: 'R9 KYC lock', run: kycLock },
  { name: 'R10 X-Forwarded-For without TRUST_PROXY', run: forwardedFor },
  { name: 'R11/R12/R16 edge inputs and names', run: edgeInputs },
  { name: 'R13 socket closed at logout', run: socketRevocation },
  { name: 'R13-R15 tokens, cookie and headers', run: tokensAndHeaders },
  { name: 'R17 exclusion, freeze and logout at the spin', run: exclusionAtSpin },
  { name: 'N1 self-exclusion never shortened', run: exclusionNotShortened },
  { name: 'N2 preview redirect stays on the site', run: previewRedirect },
  { name: 'N3 chat nicknames', run: chatNicknames },
  { name: 'N4 long query strings', run: longQueries },
  { name: 'N5 card fields in the provider frame', run: hostedCardFields },
  { name: 'N6 chat socket closed at logout', run: chatRevocation },
  { name: 'N7 a shared phone keeps the SMS reset', run: sharedPhone },
  { name: 'N8 HTML assembly with $` in a value', run: htmlAssembly },
  { name: 'N9 script nonce', run: scriptNonce },
  // These start with the run (servers of the checkout's own boot beside the other checks), printed last.
  { name: 'R2/R15 servers of the checkout (HOST=0.0.0.0, API_URL behind a TLS proxy)', run: (target) => sandboxExposure(target), background: true },
  { name: 'R13/N6 sockets closed at token expiry (SANDBOX_TOKEN_TTL=15)', run: (target) => socketExpiry(target), background: true },
];

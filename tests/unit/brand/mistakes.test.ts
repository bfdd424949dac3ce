// Issue 11 part 3, "a validator that misses nothing": each mistake below used to pass `brand validate` and
// break the site. Each fixture brand (tests/fixtures/brands, extending base) holds one kind of mistake;
// the test asserts the exact lines the CLI prints: file:line:column, JSON pointer, a sentence and, where
// there is one, a suggestion, in the file of the brand that set the value.
import { describe, it, expect } from 'vitest';
import { join } from 'node:path';
import { validateBrand } from '../../../src/brand/validate.ts';
import { formatProblem } from '../../../src/brand/problems.ts';
import { ROOT } from '../../../src/brand/schema-files.ts';
import { FIXTURES } from './helpers.ts';
import { ENDPOINT_NAMES } from '../../../src/platform/api/endpoints.ts';

/** What `npm run brand -- validate <id> --brands tests/fixtures/brands` prints above its summary line. */
const printed = (id: string, brandsDir = FIXTURES) => validateBrand(id, { brandsDir }).problems.map(formatProblem);

const EXPECTED: Record<string, string[]> = {
  'typo-menu-target': [
    'tests/fixtures/brands/typo-menu-target/menus.json:5:7 /menus/main/1 The menu entry menus.main[1] needs one of "to" or "path"',
    'tests/fixtures/brands/typo-menu-target/menus.json:6:44 /menus/main/2/path Path "/vipp" matches no route of routes.json, so it shows the not-found page (did you mean "/vip"?)',
  ],
  'typo-page-url': [
    'tests/fixtures/brands/typo-page-url/settings.json:2:40 /pageUrls/0/href Path "/vip-clbu" matches no route of routes.json, so it shows the not-found page (did you mean "/vip-club"?)',
  ],
  'typo-menu-name': [
    'tests/fixtures/brands/typo-menu-name/pages/casino.json:3:45 /body/0/props/menu Menu "mian" does not exist: menus.json has no menu of that name (did you mean "main"?)',
  ],
  'typo-form-name': [
    'tests/fixtures/brands/typo-form-name/pages/casino.json:3:42 /body/0/props/form Form "logn" does not exist: there is no forms/logn.json (did you mean "login"?)',
  ],
  'typo-modal-prop': [
    'tests/fixtures/brands/typo-modal-prop/pages/casino.json:3:52 /body/0/props/modal Modal "deposit-faild" does not exist: there is no modals/deposit-faild.json (did you mean "deposit-failed"?)',
    'tests/fixtures/brands/typo-modal-prop/pages/casino.json:4:65 /body/1/props/resultModals/cancel Modal "deposit-cancle" does not exist: there is no modals/deposit-cancle.json (did you mean "deposit-cancel"?)',
  ],
  'typo-modal-link': [
    'tests/fixtures/brands/typo-modal-link/pages/casino.json:3:71 /body/0/props/to "?modal=logn" opens modal "logn", which does not exist: there is no modals/logn.json (did you mean "login"?)',
    'tests/fixtures/brands/typo-modal-link/pages/casino.json:7:95 /body/1/on/click/0/to/query/modal Modal "sesion-timeout" does not exist: there is no modals/sesion-timeout.json (did you mean "session-timeout"?)',
  ],
  'typo-default': [
    'tests/fixtures/brands/typo-default/pages/casino.json:4:44 /body/0/children/0/props/form Form "payment-profile" does not exist: there is no forms/payment-profile.json (it is the default of form, which is not set here)',
  ],
  // x-inside of the widgets' props.schema.json: a node outside, a list of parents (PaymentMethods: Deposit or
  // Withdraw), a parent further up (WithdrawBlocked in a Stack), a modal's inline content (shown at the root).
  'typo-inside': [
    'tests/fixtures/brands/typo-inside/pages/casino.json:3:15 /body/0/type A DepositAmount node must be inside a Deposit node (x-inside of its props.schema.json): it works in that node\'s context, so here it cannot show. Put it among the children of a Deposit node, in the same document',
    'tests/fixtures/brands/typo-inside/pages/casino.json:7:17 /body/1/children/2/type A GameFrame node must be inside a GamePlay node (x-inside of its props.schema.json): it works in that node\'s context, so here it cannot show. Put it among the children of a GamePlay node, in the same document',
    'tests/fixtures/brands/typo-inside/pages/casino.json:10:178 /body/2/children/0/on/click/0/content/body/0/type A DepositPay node must be inside a Deposit node (x-inside of its props.schema.json): it works in that node\'s context, so here it cannot show. Put it among the children of a Deposit node, in the same document',
  ],
  'typo-var-path': [
    'tests/fixtures/brands/typo-var-path/pages/casino.json:3:84 /body/0/when/var "auth.autenticated" is not a value of the scope: auth has no "autenticated" (did you mean "authenticated"?). auth has: initialized, authenticated, selfExcluded, demo',
  ],
  'typo-form-var': [
    'tests/fixtures/brands/typo-form-var/forms/login.json:6:37 /submit/0/params/email/var "form.emial" is not a value of the scope: this form has no field "emial" (did you mean "email"?). Its fields: email, password',
  ],
  'typo-event': [
    'tests/fixtures/brands/typo-event/pages/casino.json:7:9 /body/0/on/clik A Button node has no event "clik", so these actions never run (did you mean "click"?): it emits click, and any node hears the realtime events as socket:<event>',
    'tests/fixtures/brands/typo-event/pages/casino.json:8:9 /body/0/on/socket:deposti "socket:deposti" is not a realtime event (did you mean "socket:deposit"?). Realtime events (spec 7): socket:balance, socket:debit, socket:credit, socket:globalCredit, socket:deposit, socket:failedDeposit, socket:withdrawalStatus',
  ],
  'typo-form': [
    'tests/fixtures/brands/typo-form/forms/login.json:4:27 /schema/required/1 "pasword" is required, but it is not one of the fields in properties (did you mean "password"?). Fields: email, password',
    'tests/fixtures/brands/typo-form/forms/login.json:6:46 /schema/properties/email/format Unknown format "emial" (did you mean "email"?). Known formats: email, date, card-number, card-expiry, cvc, ifsc, upi-id, wallet-address, person-name, nickname, upload, date-time, time, uri, hostname, ipv4, ipv6',
    'tests/fixtures/brands/typo-form/forms/login.json:7:29 /schema/properties/password/type schema.properties.password.type must be one of "string", "number", "integer", "boolean", "object", "array", "null", got "strng" (did you mean "string"?)',
    'tests/fixtures/brands/typo-form/forms/login.json:7:38 /schema/properties/password/x-pasword schema.properties.password has an unknown property "x-pasword" (did you mean "x-password"?). Allowed: $ref, definitions, type, title, description, default, readOnly, enum, const, format, pattern, minLength, maxLength, minimum, maximum, exclusiveMinimum, exclusiveMaximum, items, required, properties and 16 more',
    'tests/fixtures/brands/typo-form/forms/login.json:10:29 /uiSchema/ui:order The form\'s ui:order leaves out "password": the form cannot render an order that misses a field. Add it, or "*" for every field not listed',
    'tests/fixtures/brands/typo-form/forms/login.json:10:39 /uiSchema/ui:order/1 This form has no field "passwrod" (did you mean "password"?). Fields: email, password',
    'tests/fixtures/brands/typo-form/forms/login.json:11:19 /lockedWhen/emial This form has no field "emial" (did you mean "email"?). Fields: email, password',
    'tests/fixtures/brands/typo-form/forms/login.json:12:19 /hiddenWhen/pasword This form has no field "pasword" (did you mean "password"?). Fields: email, password',
    'tests/fixtures/brands/typo-form/forms/login.json:13:69 /messages/emali This form has no field "emali" (did you mean "email"?). Fields: email, password',
    'tests/fixtures/brands/typo-form/forms/login.json:13:80 /messages/emali/requird Unknown problem keyword "requird": messages are given per keyword of src/forms/vocabulary.ts (did you mean "required"?). Keywords: required, format, pattern, minLength, maxLength, minimum, maximum, enum, const, type, minAge, maxAge, passwordDigit, passwordSpecialCharacter, passwordUppercase, sameAs, phoneTooShort, phoneTooLong, cardNumber, cardExpiryFormat, cardExpiryMonth, cardExpiryPast, cvc, uploadType, uploadSize, personName, nickname, sessionLimitMinimum, sessionLimitMaximum',
    'tests/fixtures/brands/typo-form/forms/login.json:14:16 /initial/mail This form has no field "mail" (did you mean "email"?). Fields: email, password',
  ],
  // The form engine interprets a form's schema (src/forms/validate.ts); a JSON Schema keyword it does not implement is refused.
  'form-keyword': [
    'tests/fixtures/brands/form-keyword/forms/login.json:4:5 /schema/additionalProperties schema uses "additionalProperties", a JSON Schema keyword the form engine does not implement (src/forms/validate.ts), so nothing would check it. A form\'s schema may use: $ref, definitions, type, title, description, default, readOnly, enum, const, format, pattern, minLength, maxLength, minimum, maximum, exclusiveMinimum, exclusiveMaximum, items, required, properties, allOf, anyOf, oneOf, if, then, else, and the x- keywords of the form vocabulary',
    'tests/fixtures/brands/form-keyword/forms/login.json:8:70 /schema/properties/password/not schema.properties.password uses "not", a JSON Schema keyword the form engine does not implement (src/forms/validate.ts), so nothing would check it. A form\'s schema may use: $ref, definitions, type, title, description, default, readOnly, enum, const, format, pattern, minLength, maxLength, minimum, maximum, exclusiveMinimum, exclusiveMaximum, items, required, properties, allOf, anyOf, oneOf, if, then, else, and the x- keywords of the form vocabulary',
    'tests/fixtures/brands/form-keyword/forms/login.json:9:35 /schema/properties/age/multipleOf schema.properties.age uses "multipleOf", a JSON Schema keyword the form engine does not implement (src/forms/validate.ts), so nothing would check it. A form\'s schema may use: $ref, definitions, type, title, description, default, readOnly, enum, const, format, pattern, minLength, maxLength, minimum, maximum, exclusiveMinimum, exclusiveMaximum, items, required, properties, allOf, anyOf, oneOf, if, then, else, and the x- keywords of the form vocabulary',
  ],
  // Issue 26 item 4: mistakes of the operator trial that passed and broke a page.
  'route-mistakes': [
    'tests/fixtures/brands/route-mistakes/routes.json:21:15 /routes/4/path Route path "/Deposit/" is already the path of the route at /routes/3 (page "casino"): the first one wins, so this route (page "not-found") is never reached',
    'tests/fixtures/brands/route-mistakes/settings.json:2:104 /pageUrls/1/href pageUrls sends page key "casino" (page "casino") to "/help", the path of page "not-found": players following a casino link would land on not-found. Give it a path of its own, with a route to page "casino"',
  ],
  'form-payload': [
    'tests/fixtures/brands/form-payload/forms/sign-up.json:7:7 /schema/properties/heardFrom "heardFrom" is not a field of the sign-up call (spec 3 Sign-up payload, schemas/api/sign-up-payload.schema.json), so the platform never gets it. Use one of its fields, or mark it "x-formOnly": true if only the form needs it',
  ],
  'play-flow-step': [
    'tests/fixtures/brands/play-flow-step/pages/casino.json:6:137 /body/0/children/0/on/click/0/to The flow "play" moves itself: flowStep can go only to "launching" or "loading" on it, not "next", so this action fails',
  ],
  'theme-typo': [
    'tests/fixtures/brands/theme-typo/theme.json:4:50 /semanticColors/bg/dark The dark colour of "bg" names the palette "acmred", which is neither in theme.json\'s colors nor one of the Chakra palettes the site keeps, so its colour is empty (did you mean "acmered"?). Palettes: gray, red, orange, green, blue, brand, acmered',
    // teal is Chakra's, but the site leaves it out of its theme (src/shell/palettes.ts UNUSED_PALETTES).
    'tests/fixtures/brands/theme-typo/theme.json:5:26 /semanticColors/border/light The light colour of "border" names the palette "teal", which is neither in theme.json\'s colors nor one of the Chakra palettes the site keeps, so its colour is empty. Palettes: gray, red, orange, green, blue, brand, acmered',
    'tests/fixtures/brands/theme-typo/theme.json:7:20 /accentPalette accentPalette reads shades 100, 200, 300, 700, 800, 900 of "acmered", which it does not have, so those colours are empty. It has: 400, 500, 950',
  ],
  'form-order': [
    'tests/fixtures/brands/form-order/forms/login.json:2:29 /uiSchema/ui:order The form\'s ui:order leaves out "email": the form cannot render an order that misses a field. Add it, or "*" for every field not listed',
  ],
  'missing-modals': [
    'tests/fixtures/brands/missing-modals/modals/game-cookie-consent.json:1:1 / modals/game-cookie-consent.json is missing: the GamePlay widget opens it until a player accepts game cookies (src/play/gameCookieConsent.ts). Every brand needs it, of its own or from the brand it extends',
    'tests/fixtures/brands/missing-modals/modals/session-timeout.json:1:1 / modals/session-timeout.json is missing: src/platform/sessionTermination.ts opens it when a session ends for inactivity. Every brand needs it, of its own or from the brand it extends',
  ],
  'typo-call-params': [
    'tests/fixtures/brands/typo-call-params/pages/casino.json:6:71 /body/0/on/click/0/params The endpoint getTopWins needs the param "tab", which is missing. It takes tab, limit',
    'tests/fixtures/brands/typo-call-params/pages/casino.json:6:83 /body/0/on/click/0/params/tabb The endpoint getTopWins has no param "tabb", so it is never sent (did you mean "tab"?). It takes tab, limit',
  ],
  // The enum is gen's, from ENDPOINTS (tests/unit/brand/endpoint-enum.test.ts): every endpoint, no other.
  'typo-call-endpoint': [
    `tests/fixtures/brands/typo-call-endpoint/pages/casino.json:6:57 /body/0/on/click/0/endpoint In the call action, endpoint must be one of ${ENDPOINT_NAMES.map((n) => JSON.stringify(n)).join(', ')}, got "getTopWinz" (did you mean "getTopWins"?)`,
  ],
  'typo-refetch': [
    'tests/fixtures/brands/typo-refetch/pages/casino.json:7:122 /body/0/children/0/on/click/0/data No Data node named "transactons" is above this node, so refetch fails (did you mean "transactions"?). Data nodes above it: transactions',
    'tests/fixtures/brands/typo-refetch/pages/casino.json:11:217 /body/0/children/1/on/click/0/content/body/0/on/click/0/data No Data node named "transactions" is above this node, so refetch fails (the one at /body/0 is not above it). There is no Data node above it: a Data or Flow node serves only the nodes inside its children, in the same document (a modal sees none of the page that opens it)',
    'tests/fixtures/brands/typo-refetch/pages/casino.json:15:127 /body/1/on/socket:deposit/0/data No Data node named "transactions" is above this node, so refetch fails (the one at /body/0 is not above it). There is no Data node above it: a Data or Flow node serves only the nodes inside its children, in the same document (a modal sees none of the page that opens it)',
  ],
  'typo-flow-step': [
    'tests/fixtures/brands/typo-flow-step/pages/casino.json:10:60 /body/0/children/0/on/click/0/flow No Flow node named "depsoit" is above this node, so flowSet fails (did you mean "deposit"?). Flow nodes above it: deposit',
    'tests/fixtures/brands/typo-flow-step/pages/casino.json:10:131 /body/0/children/0/on/click/1/to "mehtod" is not a step of the flow "deposit", so flowStep fails (did you mean "method"?). It goes to next, back or a step: amount, method, confirm',
    'tests/fixtures/brands/typo-flow-step/pages/casino.json:14:87 /body/1/on/click/0 No Flow node is above this node, so flowStep fails: it moves the nearest Flow node above (or the one its flow names), and a Data or Flow node serves only the nodes inside its children, in the same document (a modal sees none of the page that opens it)',
  ],
  'typo-flow-initial': [
    'tests/fixtures/brands/typo-flow-initial/pages/casino.json:5:90 /body/0/props/initial "amout" is not one of this flow\'s steps, so it starts on "amount" instead (did you mean "amount"?). Its steps: amount, method, confirm',
    'tests/fixtures/brands/typo-flow-initial/pages/casino.json:7:112 /body/0/children/0/when/==/1 flow.step is compared with "amout", which is not a step of the flow "deposit" (amount, method, confirm), so they are never equal (did you mean "amount"?)',
    'tests/fixtures/brands/typo-flow-initial/pages/casino.json:8:123 /body/0/children/1/when/in/1/1 flow.step is compared with "confrim", which is not a step of the flow "deposit" (amount, method, confirm), so they are never equal (did you mean "confirm"?)',
  ],
  // Issue 25: Arabic counts 3 to 10 take the _few form; without it, they would show the key.
  'plural-missing-form': [
    'tests/fixtures/brands/plural-missing-form/texts/ar.json:4:21 /text/casino/games_zero text.casino.games is a plural text: ar needs the forms _zero, _one, _two, _few, _many, _other, but text.casino.games_few is missing (a count that needs it would show the key)',
  ],
  'typo-data-var': [
    'tests/fixtures/brands/typo-data-var/pages/casino.json:7:88 /body/0/children/0/when/var "data.transactons.loading" is always undefined: no Data node named "transactons" is above this node (did you mean "transactions"?). Data nodes above it: transactions',
    'tests/fixtures/brands/typo-data-var/pages/casino.json:8:88 /body/0/children/1/when/var "flow.values.amount" is always undefined: there is no Flow node above this node, and a Data or Flow node serves only the nodes inside its children, in the same document (a modal sees none of the page that opens it)',
    'tests/fixtures/brands/typo-data-var/pages/casino.json:11:96 /body/1/props/values/amount/var "data.transactions.value.total" is always undefined: no Data node named "transactions" is above this node (the one at /body/0 is not above it). There is no Data node above it: a Data or Flow node serves only the nodes inside its children, in the same document (a modal sees none of the page that opens it)',
  ],
};

const KINDS: [string, string][] = [
  ['a menu entry with no target, and a menu path no route serves', 'typo-menu-target'],
  ['a settings.pageUrls override to a path with no route', 'typo-page-url'],
  ['NavMenu naming a menu menus.json does not have', 'typo-menu-name'],
  ['Form naming a form document that does not exist', 'typo-form-name'],
  ['widget props naming modals that do not exist (DepositEvents.modal, Deposit.resultModals)', 'typo-modal-prop'],
  ['a widget default naming a document the brand does not have (DepositProfile.form)', 'typo-default'],
  ['a widget outside the widget it must be inside (x-inside: DepositAmount outside Deposit)', 'typo-inside'],
  ['a ?modal= link and a navigate query opening modals that do not exist', 'typo-modal-link'],
  ['a var path typo under a known root (auth.autenticated)', 'typo-var-path'],
  ['form.<field> in a form document naming no field of that form', 'typo-form-var'],
  ['an event the widget does not emit (on.clik) and an unknown realtime event (socket:deposti)', 'typo-event'],
  ['form document typos: x- keyword, format, type, required, lockedWhen, hiddenWhen, messages, ui:order, initial', 'typo-form'],
  ['form document keywords the form engine does not implement (additionalProperties, not, multipleOf)', 'form-keyword'],
  ['a brand without modals the code opens by name', 'missing-modals'],
  ['two routes with one path (case, a trailing slash), and a pageUrls override onto another page\'s route', 'route-mistakes'],
  ['a ui:order that leaves a field out (rjsf cannot render it)', 'form-order'],
  ['a sign-up form field the sign-up call would drop (a consent box marked x-formOnly is fine)', 'form-payload'],
  ['flowStep next on the play flow, which moves itself (only launching or loading)', 'play-flow-step'],
  ['a theme colour naming no palette, and an accent palette without the shades the accent reads', 'theme-typo'],
  ['a call with a param its endpoint does not take, and without a required one', 'typo-call-params'],
  ['a call naming an endpoint the api client does not have', 'typo-call-endpoint'],
  ['refetch naming a Data node that is not above it (a typo, a sibling, from a modal\'s inline content)', 'typo-refetch'],
  ['flowSet naming no Flow above, flowStep to no step of the flow, flowStep with no Flow above', 'typo-flow-step'],
  ['a Flow whose initial is not a step, and flow.step compared with no step of the flow', 'typo-flow-initial'],
  ['data.<name> naming no Data node above, and flow.* with no Flow above', 'typo-data-var'],
  ['a plural text whose Arabic forms lack one Arabic counts need (_few)', 'plural-missing-form'],
];

describe('brand validate reports what used to pass', () => {
  it.each(KINDS)('%s', (_, id) => {
    expect(printed(id)).toEqual(EXPECTED[id]);
  });

  it('the real brands curacao and lulu are valid', () => {
    const brands = join(ROOT, 'brands');
    expect(printed('curacao', brands)).toEqual([]);
    expect(printed('lulu', brands)).toEqual([]);
  });
});

// The /api/user calls of spec 7: sign-in, sign-up, logout, the player's details and profile update,
// the rakeback claim and the calendar award, the country-block report and tracking (the 3DS webhook is
// the cashier's: routes/deposits.ts).
import { applyDueLimitChanges, sessionLimitEnd } from '../limits';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type {
  CountryBlockedRequest, LogEventRequest, LoginRequest, LogoutRequest, RakebackClaimRequest, SignUpPayload,
  UpdateUserDetailsRequest,
} from '../../../src/generated/types';
import {
  dateOfBirthProblem, isEmail, nicknameValid, personNameValid, registrationFieldRequired, passwordProblems, phoneProblem, MESSAGE_KEYS,
  type ProblemKeyword,
} from '../../../src/forms/vocabulary';
import { KYC_DETAILS, LOCKABLE_PROFILE_FIELDS, profileLocks, type LockableProfileField, type ProfileLockState } from '../../../src/account/profileLocks';
import {
  createUser, findUserByEmail, findUserById, hashPassword, PROFILE_COLUMNS, selfExclusionOf, setPasswordHash, toApiUser, updateProfile,
  verifyPassword, type ProfileField, type UserRow,
} from '../accounts';
import { isSelfExcluded } from '../../../src/platform/selfExclusion';
import { optionalSession, requireSession } from '../auth';
import { activeBonusRow, bonusView, settleDue } from '../bonusEngine';
import { assertNotFrozen } from '../exclusion';
import type { SandboxContext } from '../context';
import { getContent, sql } from '../db';
import { passwordRules } from '../data';
import { generatePassword } from '../credentials';
import { badRequest, HttpError, sessionExpired } from '../errors';
import { currentLocation } from '../location';
import { integer, text, type Query } from '../params';
import { claimDayProblem, dateInTimeZone, isTimeZone, rakebackAmountMinor } from '../rakeback';
import { accruedMinor, dayAmountsMinor, rakebackPercent } from '../rakebackAccrual';
import { RAKEBACK_BONUS_ID } from '../seed/bonuses';
import { issueToken, revokeOtherSessions, revokeSession } from '../tokens';
import { announceCashChange, changeCash, decimalsOf, toMajor } from '../wallet';
import { storedJson, validateBody } from '../validate';
import { ceiling, LOGIN_LOCKED, PASSWORD_CHANGE_LOCKED } from '../throttle';
import { currentSettings, settingsScopeOf } from '../settings';
import { assertCaptcha } from '../captcha';
import { findUserByLogin, loginPhoneOf, loginPhoneTaken, phonePlaceholderEmail, setLoginIdentities, usernameTaken } from '../registrationIdentity';
import { usernameValid } from '../../../src/identity/registration';

/** spec 8 'Request timeout' (server-side, 5 s). */
export class RequestTimeout extends HttpError {
  constructor() {
    // 504, not 408: the sandbox stands for a gateway whose user service was too slow, and browsers
    // silently retry a 408 on a reused connection.
    super(504, 'Request timeout', { code: 'REQUEST_TIMEOUT' });
  }
}

export async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RequestTimeout()), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The spec's default English texts for the shared validation vocabulary (spec 5 Common). */
const PROBLEM_TEXTS: Partial<Record<ProblemKeyword, string>> = {
  format: 'Invalid format',
  minLength: 'Password is too short',
  maxLength: 'Too long',
  passwordDigit: 'Must contain numbers',
  passwordSpecialCharacter: 'Must contain at least 1 special character',
  passwordUppercase: 'Must contain at least one uppercase character',
  minAge: 'You must be at least 18 years old',
  maxAge: 'Please check your Date of Birth is correct',
  phoneTooShort: 'Number is too short',
  phoneTooLong: 'Number is too long',
  personName: 'Use letters, spaces, apostrophes, dots and hyphens only',
  nickname: 'Use 2 to 30 letters, digits, dots, hyphens or underscores',
};
const problem = (field: string, keyword: ProblemKeyword) =>
  new HttpError(400, `${field}: ${PROBLEM_TEXTS[keyword] ?? 'Invalid format'}`, { field, code: MESSAGE_KEYS[keyword] });

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * A country code the platform knows. Registration needs a country open to it (spec 8 'Registration
 * unavailable in the country'); so does a profile's country, or a player could move their profile to a
 * closed country after signing up.
 */
function checkCountry(ctx: SandboxContext, code: string, field: string, purpose: 'registration' | 'profile') {
  const row = sql(ctx.db, 'SELECT is_open AS isOpen FROM countries WHERE code = ?').get(code) as { isOpen: number } | undefined;
  if (!row) throw badRequest(`${field} is not a country code`, field);
  if (row.isOpen === 1) return;
  if (purpose === 'registration') throw badRequest('Registration is unavailable in your country', field, 'REGISTRATION_COUNTRY_BLOCKED');
  throw badRequest('This country is not available for accounts', field, 'COUNTRY_NOT_AVAILABLE');
}

/** Names and nicknames: the shared vocabulary's character sets (issue 10 item 15), not markup. */
function checkNames(values: { firstName?: unknown; lastName?: unknown; nickname?: unknown }, nicknameField = 'nickname') {
  for (const field of ['firstName', 'lastName'] as const) {
    const value = values[field];
    if (typeof value === 'string' && value.trim() !== '' && !personNameValid(value)) throw problem(field, 'personName');
  }
  const nickname = values.nickname;
  if (typeof nickname === 'string' && nickname.trim() !== '' && !nicknameValid(nickname)) throw problem(nicknameField, 'nickname');
}

export function checkPassword(password: string, field: string) {
  const problems = passwordProblems(password, passwordRules());
  if (problems.length) throw problem(field, problems[0]);
}

export function checkPhone(phoneCode: string | null | undefined, phone: string | null | undefined, field = 'phone') {
  if (blank(phone)) return;
  const found = phoneProblem(phoneCode ?? '', phone!);
  if (found) throw problem(field, found);
}

function checkDateOfBirth(ctx: SandboxContext, value: string, field = 'dateOfBirth') {
  const found = dateOfBirthProblem(value, ctx.now());
  if (found) throw problem(field, found);
}

const emailTaken = () => new HttpError(409, 'An account with this email already exists', { field: 'email', code: 'EMAIL_TAKEN' });
const usernameTakenError = () => new HttpError(409, 'This username is already taken', { field: 'username', code: 'USERNAME_TAKEN' });
const phoneTaken = () => new HttpError(409, 'An account with this phone number already exists', { field: 'phone', code: 'PHONE_TAKEN' });

/** Runs a write; a UNIQUE constraint it breaks (two requests racing) becomes the caller's refusal. */
function onUniqueViolation<T>(write: () => T, refusal: (error: Error) => HttpError): T {
  try {
    return write();
  } catch (error) {
    if ((error as { code?: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE') throw refusal(error as Error);
    throw error;
  }
}

/**
 * The access token cookie (spec 3 Browser storage; spec 9: 30 days), set by the platform so no script can
 * read it (HttpOnly), sent to this site only (SameSite=Strict) and only over HTTPS (Secure; browsers treat
 * localhost and 127.0.0.1 as secure). The API reads the bearer header, never this cookie; it lets a
 * server-rendered page know a player is signed in. An empty token with max age 0 clears it.
 */
export function setAccessTokenCookie(reply: FastifyReply, token: string, maxAgeSeconds: number): void {
  reply.header('set-cookie', `accessToken=${token}; Max-Age=${maxAgeSeconds}; Path=/; HttpOnly; Secure; SameSite=Strict`);
}

/** A tracking event's data: a page, a method, a few ids. Ours: the spec shows no size. */
export const LOG_EVENT_DATA_MAX = 4096;

const DEVICE_TYPES = new Set(['desktop', 'mobile', 'tablet']);

export function userRoutes(app: FastifyInstance, ctx: SandboxContext) {
  // A hash to verify against when the e-mail is unknown, so a wrong e-mail takes as long as a wrong
  // password and the answer time does not tell which accounts exist.
  const dummyHash = hashPassword('not-a-password', ctx.scrypt);

  // spec 7 login -> data: accessToken, lastLogin {created_at, ip, location}, locale, cpnc, userId.
  const passwordChecks = ceiling(app, ctx.guards.limits.passwordChecks);
  const { guards } = ctx;

  // The per-account lockout (throttle.ts): 10 failures in 15 minutes pause the email's logins for 15
  // minutes, answered 429 before any password work. The email decides, known or not.
  app.post('/api/user/login', { onRequest: passwordChecks }, async (request, reply) => {
    const body = validateBody<LoginRequest>('api/login.request', request.body);
    // spec 3 reCaptchaSiteKey: with a site key, a login carries a token the verifier accepts (captcha.ts).
    await assertCaptcha(ctx, currentSettings(ctx, request).reCaptchaSiteKey, body.recaptchaToken, 'recaptchaToken', settingsScopeOf(request));
    const lockKey = body.email.trim().toLowerCase();
    await guards.assertNotLocked(guards.logins, lockKey, ctx.now(), LOGIN_LOCKED);
    // The identifier is an email, or a username / phone of the registration switches (registrationIdentity.ts).
    const user = findUserByLogin(ctx.db, body.email);
    const valid = await guards.hash(request.ip, async () => verifyPassword(body.password, user?.password_hash ?? (await dummyHash)));
    if (!user || !valid) throw await guards.failure(guards.logins, lockKey, ctx.now(), new HttpError(401, 'Invalid email or password', { code: 'INVALID_CREDENTIALS' }), LOGIN_LOCKED);
    await guards.logins.succeed(lockKey);
    assertNotFrozen(ctx, user);

    const now = ctx.now();
    const previous = sql(ctx.db, 'SELECT created_at, ip, location FROM logins WHERE user_id = ? ORDER BY id DESC LIMIT 1')
      .get(user.id) as { created_at: string; ip: string | null; location: string | null } | undefined;
    const where = currentLocation(ctx, settingsScopeOf(request));
    const country = sql(ctx.db, 'SELECT name FROM countries WHERE code = ?').get(where.country) as { name: string } | undefined;
    sql(ctx.db, 'INSERT INTO logins (user_id, created_at, ip, location, user_device_type) VALUES (?, ?, ?, ?, ?)')
      .run(user.id, now.toISOString(), where.ip ?? request.ip, country?.name ?? where.country, body.userDeviceType ?? null);
    if (body.cpnc || body.mkt) sql(ctx.db, 'UPDATE users SET cpnc = COALESCE(?, cpnc), mkt = COALESCE(?, mkt) WHERE id = ?').run(body.cpnc ?? null, body.mkt ?? null, user.id);
    const { token } = issueToken(ctx.db, user.id, ctx.secret, now, ctx.tokenTtlSeconds);
    setAccessTokenCookie(reply, token, ctx.tokenTtlSeconds);
    return {
      data: {
        accessToken: token,
        lastLogin: previous ?? null,
        locale: user.preferred_language,
        cpnc: body.cpnc ?? user.cpnc ?? null,
        userId: user.id,
      },
    };
  });

  // spec 7 sign-up -> data: accessToken, createUser. Which fields are required comes from the
  // registration-fields config (spec 3: required unless 0); the values follow spec 5's rules, checked
  // with the same vocabulary the front end's forms use (src/forms/vocabulary.ts).
  app.post('/api/user/sign-up', { onRequest: passwordChecks }, async (request, reply) => {
    const body = validateBody<SignUpPayload>('api/sign-up-payload', request.body);
    // A sign-up without a password is a 1-click registration (spec 5: the password is not required for
    // it): only email and currency are asked, so the registration-fields config does not apply.
    const oneClick = blank(body.password);
    const fields = oneClick ? {} : getContent<Record<string, unknown>>(ctx.db, 'registrationFields') ?? {};
    // Issue 15 registration switches (settings at run time): by phone instead of email
    // (emailPhoneRegistration) and the by-login variant's username (usernameRegistration).
    const switches = currentSettings(ctx, request);
    await assertCaptcha(ctx, switches.reCaptchaSiteKey, body.recaptchaToken, 'recaptchaToken', settingsScopeOf(request));
    const byPhone = switches.emailPhoneRegistration === true && blank(body.email);
    for (const [field, flag] of Object.entries(fields)) {
      if (byPhone && field === 'email') continue; // the phone stands for it
      if (registrationFieldRequired(flag) && blank((body as Record<string, unknown>)[field])) {
        throw badRequest(`${field} is required`, field, MESSAGE_KEYS.required);
      }
    }
    if (byPhone) {
      if (blank(body.phoneCode)) throw badRequest('phoneCode is required', 'phoneCode', MESSAGE_KEYS.required);
      if (blank(body.phone)) throw badRequest('phone is required', 'phone', MESSAGE_KEYS.required);
    } else if (blank(body.email) || !isEmail(body.email!.trim())) throw problem('email', 'format');
    if (switches.usernameRegistration === true && blank(body.username)) throw badRequest('username is required', 'username', MESSAGE_KEYS.required);
    if (!blank(body.username) && !usernameValid(body.username!.trim())) {
      throw new HttpError(400, 'username: Use 3 to 30 letters, digits, dots, hyphens or underscores: start with a letter or digit, and include a letter', { field: 'username', code: 'USERNAME_INVALID' });
    }
    const loginPhone = byPhone ? loginPhoneOf(body.phoneCode!, body.phone!) : null;
    const email = loginPhone ? phonePlaceholderEmail(loginPhone) : body.email!.trim();
    if (!blank(body.password)) checkPassword(body.password!, 'password');
    if (!blank(body.dateOfBirth)) checkDateOfBirth(ctx, body.dateOfBirth!);
    checkPhone(body.phoneCode, body.phone);
    if (!blank(body.countryCode)) checkCountry(ctx, body.countryCode!.toUpperCase(), 'countryCode', 'registration');
    checkNames({ firstName: body.firstName, lastName: body.lastName });
    const currencyCode = (body.currencyCode ?? 'EUR').toUpperCase();
    if (!sql(ctx.db, 'SELECT 1 FROM currencies WHERE code = ?').get(currencyCode)) throw badRequest('currencyCode is not a currency code', 'currencyCode');
    if (loginPhone ? loginPhoneTaken(ctx.db, loginPhone) : findUserByEmail(ctx.db, email)) throw loginPhone ? phoneTaken() : emailTaken();
    if (!blank(body.username) && usernameTaken(ctx.db, body.username!)) throw usernameTakenError();
    // No password asked (1-click registration, spec 5): the platform makes one and sends it back once,
    // for the player to save (spec 2.5 credential save).
    const generatedPassword = oneClick ? generatePassword() : undefined;
    const passwordHash = await guards.hash(request.ip, () => hashPassword(generatedPassword ?? body.password!, ctx.scrypt));
    const now = ctx.now();
    const { password: _password, ...registration } = body;
    // The checks above run before the slow hash; a sign-up with the same email, phone or username that
    // finished meanwhile meets a UNIQUE index here, and gets the same 409.
    const id = onUniqueViolation(() => ctx.db.transaction(() => {
      const created = createUser(ctx.db, {
        email, passwordHash,
        firstName: body.firstName, lastName: body.lastName, address: body.address, zipCode: body.zipCode, city: body.city,
        dateOfBirth: body.dateOfBirth, phoneCode: body.phoneCode, phone: body.phone, countryCode: body.countryCode?.toUpperCase(),
        currencyCode, gender: body.gender ?? 'Not to say', nickname: body.username, preferredLanguage: body.preferredLanguage,
        newsLetter: Boolean(body.newsLetter || body.subscribe), cpnc: body.cpnc, mkt: body.mkt, registration,
      }, now);
      setLoginIdentities(ctx.db, created, { username: body.username, loginPhone });
      return created;
    })(), (error) => (/username/.test(error.message) ? usernameTakenError() : loginPhone ? phoneTaken() : emailTaken()));
    // spec 3 holdUserOnRegistration: the account is created but not signed in (no token, no cookie); the
    // player logs in later (e.g. once the platform confirms the account).
    const held = switches.holdUserOnRegistration === true;
    const token = held ? undefined : issueToken(ctx.db, id, ctx.secret, now, ctx.tokenTtlSeconds).token;
    if (token) setAccessTokenCookie(reply, token, ctx.tokenTtlSeconds);
    reply.code(201);
    return { data: { ...(token ? { accessToken: token } : {}), createUser: toApiUser(ctx.db, findUserById(ctx.db, id)!), ...(generatedPassword ? { generatedPassword } : {}) } };
  });

  // spec 7 logout (reason, default USER_INITIATED): revokes the token and closes its sockets. A missing
  // or already invalid token is fine: the player is leaving either way.
  app.post('/api/user/logout', async (request, reply) => {
    const body = validateBody<LogoutRequest>('api/logout.request', request.body);
    const session = optionalSession(ctx, request);
    const reason = body.reason ?? 'USER_INITIATED';
    if (session && revokeSession(ctx.db, session.sessionId, reason, ctx.now())) ctx.bus.emit('sessionRevoked', session.sessionId);
    setAccessTokenCookie(reply, '', 0);
    return { success: true, data: { reason } };
  });

  // spec 7 get-user-details: data.getUser; spec 9: the server-side user check times out after 5 s.
  app.get('/api/user/get-user-details', async (request) => {
    const session = requireSession(ctx, request);
    const load = async () => {
      if (ctx.userDetailsLatencyMs > 0) await sleep(ctx.userDetailsLatencyMs);
      const user = findUserById(ctx.db, session.userId);
      if (!user) throw sessionExpired('Unknown user');
      applyDueLimitChanges(ctx.db, user.id, ctx.now());
      // A bonus due to end (expired, wagered, its money gone) settles when read (bonusEngine.ts).
      settleDue(ctx, user.id);
      const getUser = toApiUser(ctx.db, findUserById(ctx.db, user.id)!);
      // The active bonus with the player's own labels (spec 3: wager left, wagered, expiration, free spins left, ...).
      const active = activeBonusRow(ctx.db, user.id);
      if (active && getUser.activeBonus && typeof getUser.activeBonus === 'object') Object.assign(getUser.activeBonus, bonusView(ctx.db, active, decimalsOf(ctx.db, user.id)));
      // When this session ends under the session time limit (spec 2.5), so the site can end it on time.
      const login = sql(ctx.db, 'SELECT created_at AS at FROM sessions WHERE id = ?').get(session.sessionId) as { at: string } | undefined;
      const endsAt = login ? sessionLimitEnd(ctx.db, user.id, new Date(login.at), ctx.now()) : null;
      if (getUser.userLimit) Object.assign(getUser.userLimit, { sessionEndsAt: endsAt?.toISOString() ?? null });
      return { data: { getUser } };
    };
    return withTimeout(load(), ctx.userDetailsTimeoutMs);
  });

  // spec 7 update-user-details (PUT): profile fields plus updateFrom, or a password change.
  // The answer carries data.success and message (spec 7 "Details of the profile update").
  app.put('/api/user/update-user-details', { onRequest: passwordChecks }, async (request) => {
    const session = requireSession(ctx, request);
    const body = validateBody<UpdateUserDetailsRequest>('api/update-user-details.request', request.body);
    const user = findUserById(ctx.db, session.userId)!;
    const now = ctx.now();
    const messages: string[] = [];

    if (!blank(body.newPassword) || !blank(body.currentPassword)) {
      if (blank(body.currentPassword)) throw badRequest('Current password required', 'currentPassword');
      if (blank(body.newPassword)) throw badRequest('newPassword is required', 'newPassword', MESSAGE_KEYS.required);
      if (!blank(body.confirmPassword) && body.confirmPassword !== body.newPassword) throw badRequest('Passwords must match', 'confirmPassword', MESSAGE_KEYS.sameAs);
      // Wrong current passwords count per player, like failed logins (a stolen session guessing it).
      const lockKey = String(user.id);
      await guards.assertNotLocked(guards.passwordChanges, lockKey, now, PASSWORD_CHANGE_LOCKED);
      if (!(await guards.hash(request.ip, () => verifyPassword(body.currentPassword!, user.password_hash)))) {
        throw await guards.failure(guards.passwordChanges, lockKey, ctx.now(), badRequest('Current password is incorrect', 'currentPassword'), PASSWORD_CHANGE_LOCKED);
      }
      await guards.passwordChanges.succeed(lockKey);
      checkPassword(body.newPassword!, 'newPassword');
      setPasswordHash(ctx.db, user.id, await guards.hash(request.ip, () => hashPassword(body.newPassword!, ctx.scrypt)), now);
      // Other devices sign in again; the session that changed the password stays.
      for (const id of revokeOtherSessions(ctx.db, user.id, session.sessionId, 'PASSWORD_CHANGED', now)) ctx.bus.emit('sessionRevoked', id);
      messages.push('Password changed');
    }

    const changes = profileChanges(ctx, user, body);
    if (Object.keys(changes).length) {
      onUniqueViolation(() => updateProfile(ctx.db, user.id, changes, now), emailTaken);
      if (changes.email !== undefined) sql(ctx.db, 'UPDATE users SET is_email_verified = 0 WHERE id = ?').run(user.id);
      // spec 7: for the lulu theme a change resets KYC (onChangeResetKyc). The platform does it itself
      // for a change of a detail KYC checked, whatever the client sends; a client may ask for it too.
      const kycDetailChanged = KYC_DETAILS.some((field) => changes[field] !== undefined);
      if (kycDetailChanged && (body.onChangeResetKyc || ctx.resetKycOnChange())) sql(ctx.db, 'UPDATE users SET kyc_status = NULL WHERE id = ?').run(user.id);
      messages.push('Profile updated');
    }
    const message = messages.length ? messages.join('. ') : 'Nothing to update';
    return { data: { success: true, message }, message };
  });

  // spec 7 rakeback-claim: query timeZone, customerDate, bonusId; body bonusId, claimDate, customerDate
  // -> data: amount, bonusId. spec 9: claims for today and yesterday only (the player's time zone).
  app.post<{ Querystring: Query }>('/api/user/rakeback-claim', async (request) => {
    const session = requireSession(ctx, request);
    const body = validateBody<RakebackClaimRequest>('api/rakeback-claim.request', request.body);
    const timeZone = text(request.query, 'timeZone') ?? 'UTC';
    if (!isTimeZone(timeZone)) throw badRequest('timeZone must be an IANA time zone', 'timeZone');
    const queryBonus = text(request.query, 'bonusId');
    if (queryBonus !== undefined && queryBonus !== String(body.bonusId)) throw badRequest('bonusId differs between the query and the body', 'bonusId');
    if (Number(body.bonusId) !== RAKEBACK_BONUS_ID) throw badRequest('bonusId is not a rakeback bonus', 'bonusId');

    const today = dateInTimeZone(ctx.now(), timeZone);
    const dayProblem = claimDayProblem(body.claimDate, today);
    if (dayProblem === 'format') throw badRequest('claimDate must be a date (YYYY-MM-DD)', 'claimDate');
    if (dayProblem) throw badRequest('Only today and yesterday can be claimed', 'claimDate', dayProblem === 'future' ? 'CLAIM_DATE_IN_FUTURE' : 'CLAIM_DATE_EXPIRED');

    const user = findUserById(ctx.db, session.userId)!;
    if (user.deposit_count === 0) throw badRequest('This feature is available only for depositors', 'bonusId', 'CASHBACK_NEED_DEPOSIT');
    if (isSelfExcluded(selfExclusionOf(user), ctx.now())) throw badRequest('A self-excluded player can only withdraw', 'bonusId', 'SELF_EXCLUDED');
    if (user.rakeback_left_at) throw badRequest('You have left the rakeback calendar', 'bonusId', 'RAKEBACK_LEFT');
    const { decimals } = sql(ctx.db, 'SELECT decimals FROM currencies WHERE code = ?').get(user.currency_code) as { decimals: number };
    // The day's amount as get-rakeback-days shows it (server/sandbox/rakebackAccrual.ts); claimDate is the
    // player's date, the amounts are kept by UTC date (the calendar's), which is the same day but near midnight.
    const amountMinor = dayAmountsMinor(ctx.db, user, [body.claimDate as string], dateInTimeZone(ctx.now(), 'UTC'), decimals).get(body.claimDate as string)?.amountMinor ?? 0;
    const amount = toMajor(amountMinor, decimals);

    // The claim row and the credit commit together: a day is paid once, and never marked paid unpaid.
    const result = ctx.db.transaction(() => {
      const inserted = sql(ctx.db, `INSERT OR IGNORE INTO rakeback_claims (user_id, bonus_id, claim_date, amount_minor, paid_at, customer_date, time_zone)
        VALUES (?, ?, ?, ?, ?, ?, ?)`).run(user.id, RAKEBACK_BONUS_ID, body.claimDate, amountMinor, ctx.now().toISOString(),
        body.customerDate ?? text(request.query, 'customerDate') ?? null, timeZone);
      if (inserted.changes === 0) throw new HttpError(409, 'This day is already claimed', { field: 'claimDate', code: 'ALREADY_CLAIMED' });
      return changeCash(ctx.db, user.id, { amountMinor, type: 'rakeback', reference: `rakeback:${body.claimDate}` }, ctx.now());
    }).immediate();
    announceCashChange(ctx, user.id, 'rakeback', result);
    return { data: { amount, bonusId: RAKEBACK_BONUS_ID, claimDate: body.claimDate, currencyCode: user.currency_code } };
  });

  // spec 7 calendar-award with user={userId} -> data.userCalendarData: ngr, payout, percent. The
  // accumulator resets on the half hour (spec 9), so the answer says when.
  app.get<{ Querystring: Query }>('/api/user/calendar-award', async (request) => {
    const session = requireSession(ctx, request);
    const userId = integer(request.query, 'user', { min: 1 });
    if (userId === undefined) throw badRequest('user is required', 'user');
    if (userId !== session.userId) throw sessionExpired('The token belongs to another player');
    const user = findUserById(ctx.db, userId)!;
    const { decimals } = sql(ctx.db, 'SELECT decimals FROM currencies WHERE code = ?').get(user.currency_code) as { decimals: number };
    const now = ctx.now();
    const today = dateInTimeZone(now, 'UTC');
    // Net gaming revenue of today: stakes minus wins, plus a seeded base so a depositor's accumulator
    // is not empty at the start of a demo.
    const played = sql(ctx.db, `SELECT COALESCE(SUM(-amount_minor), 0) AS ngr
        FROM transactions WHERE user_id = ? AND type IN ('debit', 'credit') AND created_at >= ?`).get(user.id, `${today}T00:00:00.000Z`) as { ngr: number };
    const base = user.deposit_count > 0 ? rakebackAmountMinor(user.id, `ngr:${today}`, decimals) * 5 : 0;
    const ngrMinor = base + played.ngr;
    const percent = rakebackPercent(user);
    const half = 30 * 60_000;
    return {
      data: {
        userCalendarData: {
          ngr: toMajor(ngrMinor, decimals),
          payout: toMajor(accruedMinor(ngrMinor, percent), decimals),
          percent,
          currencyCode: user.currency_code,
          resetsAt: new Date(Math.floor(now.getTime() / half) * half + half).toISOString(),
        },
      },
    };
  });

  // spec 4 Country block: the visitor's country, IP and first URL are reported (a guest call).
  const guestWrites = ceiling(app, ctx.guards.limits.guestWrites);

  app.put('/api/user/country-blocked', { onRequest: guestWrites }, async (request) => {
    const body = validateBody<CountryBlockedRequest>('api/country-blocked.request', request.body);
    sql(ctx.db, 'INSERT INTO country_blocked (ip, country, first_url, created_at) VALUES (?, ?, ?, ?)')
      .run(body.ip ?? null, body.country ?? null, body.firstUrl ?? null, ctx.now().toISOString());
    return { success: true };
  });

  // spec 7 log-event: stored, so tests and demos can read them back (GET /api/sandbox/events).
  app.post('/api/user/log-event', { onRequest: guestWrites }, async (request) => {
    const body = validateBody<LogEventRequest>('api/log-event.request', request.body);
    const session = optionalSession(ctx, request);
    sql(ctx.db, 'INSERT INTO events (user_id, event, data, mkt, user_device_type, cpnc, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
      session?.userId ?? null, body.event, body.data ? storedJson(body.data, 'data', LOG_EVENT_DATA_MAX) : null, body.mkt ?? null,
      body.userDeviceType && DEVICE_TYPES.has(body.userDeviceType) ? body.userDeviceType : null, body.cpncToSent ?? null, ctx.now().toISOString());
    return { success: true };
  });
}

const LOCKED_FIELD_NAMES: Record<LockableProfileField, string> = {
  email: 'The email', firstName: 'The first name', lastName: 'The last name', phoneCode: 'The phone code', phone: 'The phone number',
  dateOfBirth: 'The date of birth', countryCode: 'The country', address: 'The address',
};

/** The lock rules' view of a player row. */
const profileLockState = (user: UserRow): ProfileLockState => ({
  email: user.email, isEmailVerified: user.is_email_verified === 1, firstName: user.first_name, lastName: user.last_name,
  phoneCode: user.phone_code, phone: user.phone, dateOfBirth: user.date_of_birth, countryCode: user.country_code,
  address: user.address, kycStatus: user.kyc_status,
});

/** The profile changes of an update, checked with spec 5's rules; unchanged values are left out. */
function profileChanges(ctx: SandboxContext, user: UserRow, body: UpdateUserDetailsRequest): Partial<Record<ProfileField, string | number | null>> {
  const changes: Partial<Record<ProfileField, string | number | null>> = {};
  const current = user as unknown as Record<string, unknown>;
  for (const field of Object.keys(PROFILE_COLUMNS) as ProfileField[]) {
    if (!(field in body)) continue;
    const raw = (body as Record<string, unknown>)[field];
    // spec 5 Profile form: blank values are sent as null (and stored as null).
    let value: string | number | null = null;
    if (typeof raw === 'string') value = raw.trim() === '' ? null : raw.trim();
    else if (typeof raw === 'boolean') value = raw ? 1 : 0;
    if (field === 'countryCode' && typeof value === 'string') value = value.toUpperCase();
    if (current[PROFILE_COLUMNS[field]] === value) continue;
    changes[field] = value;
  }
  // spec 5 Profile form lock rules, enforced here whatever a client sends (security review finding 9).
  const locks = profileLocks(profileLockState(user));
  for (const field of LOCKABLE_PROFILE_FIELDS) {
    if (changes[field] === undefined || !locks[field]) continue;
    if (field === 'email') throw badRequest('The email cannot be changed once verified', 'email', 'EMAIL_LOCKED');
    throw badRequest(`${LOCKED_FIELD_NAMES[field]} cannot be changed once set. Please contact support.`, field, 'FIELD_LOCKED');
  }
  if (changes.email !== undefined) {
    if (changes.email === null || !isEmail(String(changes.email))) throw problem('email', 'format');
    const other = findUserByEmail(ctx.db, String(changes.email));
    if (other && other.id !== user.id) throw emailTaken();
  }
  if (typeof changes.dateOfBirth === 'string') checkDateOfBirth(ctx, changes.dateOfBirth);
  if (typeof changes.countryCode === 'string') checkCountry(ctx, changes.countryCode, 'countryCode', 'profile');
  checkNames(changes);
  if (changes.phone !== undefined || changes.phoneCode !== undefined) {
    checkPhone((changes.phoneCode ?? user.phone_code) as string | null, (changes.phone === undefined ? user.phone : changes.phone) as string | null);
  }
  return changes;
}


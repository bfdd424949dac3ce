// The /api/admin calls of spec 7: bonuses, payment methods, countries, currencies, rakeback days,
// location, registration fields and the category list.
import type { FastifyInstance } from 'fastify';
import type { Bonus, PaymentMethod } from '../../../src/generated/types';
import { findUserById, tagsOf } from '../accounts';
import { optionalSession, requireSession } from '../auth';
import type { SandboxContext } from '../context';
import { getContent, sql } from '../db';
import { badRequest, HttpError, notFound } from '../errors';
import { currentLocation, locationAnswer } from '../location';
import { currentSettings, settingsScopeOf } from '../settings';
import { bool, integer, oneOf, paging, text, type Query } from '../params';
import { filterPaymentMethods, sortBySortPriority } from '../../../src/cashier/paymentRestriction';
import { calendarDays, dateInTimeZone, isTimeZone, seededPaidAt, weekdayInTimeZone } from '../rakeback';
import { dayAmountsMinor } from '../rakebackAccrual';
import { offerAnswer } from '../bonusEngine';
import { RAKEBACK_BONUS_ID, type BonusSeed } from '../seed/bonuses';
import type { CategorySeed } from '../seed/games';
import { toMajor } from '../wallet';

const BONUS_TYPES = ['deposit', 'freespins', 'no_deposit', 'instant_cashback'] as const;

export function adminRoutes(app: FastifyInstance, ctx: SandboxContext) {
  // The bonus catalogue changes only with the seed, so it is parsed once and dropped on a reset.
  let bonusCache: BonusSeed[] | null = null;
  ctx.bus.on('reset', () => {
    bonusCache = null;
  });
  const allBonuses = () =>
    (bonusCache ??= (sql(ctx.db, 'SELECT data FROM bonuses ORDER BY sort, id').all() as Array<{ data: string }>).map((r) => JSON.parse(r.data) as BonusSeed));

  // Bonus list (spec 7): data.bonus.{count, rows}, default page size 24. type and isDeposit select
  // kinds; calendarDateTime keeps the bonuses running then, and with dayOfWeek (0 = Sunday; derived
  // from calendarDateTime in timeZone when not given) the ones offered that weekday, which is what
  // the bonus calendar asks for; countryCode, currencyCode and cpnc keep the ones offered to that player.
  app.get<{ Querystring: Query }>('/api/admin/get-all-bonus', async (request) => {
    const q = request.query;
    const { limit, offset } = paging(q);
    const type = oneOf(q, 'type', BONUS_TYPES);
    const isDeposit = bool(q, 'isDeposit');
    const timeZone = text(q, 'timeZone') ?? 'UTC';
    if (!isTimeZone(timeZone)) throw badRequest('timeZone must be an IANA time zone', 'timeZone');
    const calendarText = text(q, 'calendarDateTime');
    const at = calendarText === undefined ? undefined : new Date(calendarText);
    if (at && Number.isNaN(at.getTime())) throw badRequest('calendarDateTime must be a date-time', 'calendarDateTime');
    const dayOfWeek = integer(q, 'dayOfWeek', { min: 0, max: 6 }) ?? (at ? weekdayInTimeZone(at, timeZone) : undefined);
    const country = text(q, 'countryCode')?.toUpperCase();
    const currency = text(q, 'currencyCode')?.toUpperCase();
    const cpnc = text(q, 'cpnc');

    const matching = allBonuses().filter((b) =>
      (!type || b.type === type)
      && (isDeposit === undefined || b.isDeposit === isDeposit)
      && (!at || (b.status === 'active' && Date.parse(b.startDate!) <= at.getTime() && at.getTime() <= Date.parse(b.expirationDate!)))
      && (dayOfWeek === undefined || b.validOnDays === null || b.validOnDays.includes(dayOfWeek))
      && (!country || ((!b.allowedCountries || b.allowedCountries.includes(country)) && !(b.restrictedCountries ?? []).includes(country)))
      && (!currency || !b.currencies || b.currencies.includes(currency))
      && (b.cpnc === null || b.cpnc === cpnc));
    return { data: { bonus: { count: matching.length, rows: matching.slice(offset, offset + limit).map((b) => offerAnswer(ctx.db, b)) as Bonus[] } } };
  });

  // Payment methods (spec 7), filtered by country, currency, e-mail and tags (spec 6; the rule is the
  // front end's own, src/cashier/paymentRestriction.ts) and sorted by sortPriority descending (spec 9).
  // Country and currency default to the player's (or, for a guest, the sandbox location's country).
  app.get<{ Querystring: Query }>('/api/admin/get-payments', async (request) => {
    const session = optionalSession(ctx, request);
    const user = session ? findUserById(ctx.db, session.userId) : undefined;
    const player = {
      countryCode: text(request.query, 'countryCode') ?? user?.country_code ?? currentLocation(ctx, settingsScopeOf(request)).country,
      currencyCode: text(request.query, 'currencyCode') ?? user?.currency_code ?? null,
      email: user?.email ?? null,
      tags: user ? tagsOf(user) : [],
    };
    const methods = (sql(ctx.db, 'SELECT data FROM payment_methods ORDER BY id').all() as Array<{ data: string }>).map((r) => JSON.parse(r.data) as PaymentMethod);
    return { data: { payments: sortBySortPriority(filterPaymentMethods(methods, player)) } };
  });

  // Countries (spec 7): data.countries.rows are the countries players may come from (the form's
  // options), data.allCountries every country.
  app.get('/api/admin/get-all-country', async () => {
    const rows = sql(ctx.db, 'SELECT code, country_id AS countryId, name, phone_code AS phoneCode, flag, is_open AS isOpen FROM countries ORDER BY name')
      .all() as Array<{ code: string; countryId: number; name: string; phoneCode: string; flag: string; isOpen: number }>;
    const all = rows.map(({ isOpen: _isOpen, ...country }) => country);
    const open = rows.filter((r) => r.isOpen === 1).map(({ isOpen: _isOpen, ...country }) => country);
    return { data: { countries: { count: open.length, rows: open }, allCountries: all } };
  });

  app.get('/api/admin/get-currencies', async () => {
    const rows = sql(ctx.db, 'SELECT code, name, symbol, decimals, is_crypto AS isCrypto FROM currencies ORDER BY is_crypto, code').all() as Array<Record<string, unknown>>;
    return { data: { currencies: rows.map((r) => ({ ...r, isCrypto: r.isCrypto === 1 })) } };
  });

  // Rakeback days (spec 7: user, or user and bonusId; data.days) for the calendar's 28 days (spec 9).
  // Depositors earn an amount each day up to today; a day is claimed when it has a paid date (spec 4).
  // A player's own days only (security review finding 7): the session says whose; a user other than the
  // session's own answers 404, as an unknown one does, so ids cannot be probed.
  app.get<{ Querystring: Query }>('/api/admin/get-rakeback-days', async (request) => {
    const session = requireSession(ctx, request);
    const userId = integer(request.query, 'user', { min: 1 });
    if (userId === undefined) throw badRequest('user is required', 'user');
    const bonusId = integer(request.query, 'bonusId', { min: 0 });
    const user = userId === session.userId ? findUserById(ctx.db, userId) : undefined;
    if (!user) throw notFound();
    if (bonusId !== undefined && bonusId !== RAKEBACK_BONUS_ID) return { data: { days: [] } };
    const { decimals } = sql(ctx.db, 'SELECT decimals FROM currencies WHERE code = ?').get(user.currency_code) as { decimals: number };
    const today = dateInTimeZone(ctx.now(), 'UTC');
    const claims = new Map((sql(ctx.db, 'SELECT claim_date AS date, paid_at AS paidAt, amount_minor AS amountMinor FROM rakeback_claims WHERE user_id = ? AND bonus_id = ?')
      .all(userId, RAKEBACK_BONUS_ID) as Array<{ date: string; paidAt: string; amountMinor: number }>).map((c) => [c.date, c]));
    const dates = calendarDays(today);
    const amounts = dayAmountsMinor(ctx.db, user, dates, today, decimals);
    const days = dates.map((date) => {
      const { amountMinor, set } = amounts.get(date)!;
      const claim = claims.get(date);
      return {
        canClaimDate: date,
        bonusId: RAKEBACK_BONUS_ID,
        amount: claim ? toMajor(claim.amountMinor, decimals) : amountMinor !== null ? toMajor(amountMinor, decimals) : null,
        // An amount a control endpoint put on a day stays unpaid until claimed.
        paidAt: claim?.paidAt ?? (amountMinor !== null && !set ? seededPaidAt(userId, date, today) : null),
        currencyCode: user.currency_code,
      };
    });
    return { data: { days, participating: !user.rakeback_left_at } };
  });

  // Location (spec 7: data.location; spec 3: country.code and ipInfo.subdivisions): what
  // POST /api/sandbox/location set, Malta by default.
  app.get('/api/admin/get-location', async (request) => ({ data: { location: locationAnswer(ctx, request.ip, settingsScopeOf(request)) } }));

  app.get('/api/admin/get-registration-fields', async () => ({ data: getContent<Record<string, number>>(ctx.db, 'registrationFields') ?? {} }));

  // Categories (spec 7: data.topCategoryList, with locale). When a system access token is configured
  // (the sandbox's option or environment, else the settings' systemAccessToken, which a run-time patch can
  // set) the call must carry it in the system-access-token header.
  app.get<{ Querystring: Query }>('/api/admin/get-full-category-list', async (request) => {
    const configured = ctx.systemAccessToken ?? currentSettings(ctx, request).systemAccessToken;
    if (typeof configured === 'string' && configured !== '' && request.headers['system-access-token'] !== configured) {
      throw new HttpError(401, 'A valid system-access-token header is required');
    }
    const locale = (text(request.query, 'locale') ?? 'en').toLowerCase().slice(0, 2);
    const counts = new Map((sql(ctx.db, 'SELECT category_slug AS slug, COUNT(*) AS n FROM game_categories GROUP BY category_slug').all() as Array<{ slug: string; n: number }>)
      .map((r) => [r.slug, r.n]));
    const categories = (sql(ctx.db, 'SELECT data FROM categories ORDER BY sort').all() as Array<{ data: string }>).map((r) => JSON.parse(r.data) as CategorySeed);
    return {
      data: {
        topCategoryList: categories.map((c) => ({
          id: c.id,
          name: c.name[locale] ?? c.name.en,
          slug: c.slug,
          order: c.order,
          gamesCount: counts.get(c.slug) ?? 0,
          gamesUrl: `/api/core/casino/games?category=${c.slug}`,
        })),
      },
    };
  });
}

// The named rules a Compute node may run (its `rule` prop): the calendars (calendarView.ts), the bonus
// history's records (bonusRecord.ts), the VIP page's loyalty progress and referral link, and the limits page's
// self-exclusion check (src/account/exclusion.ts). Each takes the node's evaluated args and the page's context.
import { CALENDAR_RULES, type CalendarContext } from './calendarView';
import { BONUS_RULES } from './bonusRecord';
import { loyaltyProgress } from './loyalty';
import { referralLink, referralPercent } from './referral';
import { choiceLiftsExclusionEarly } from '../account/exclusion';

export interface ComputeContext extends CalendarContext {
  /** The site's origin (window.location.origin), for addresses of the site. */
  origin: string;
}

export const COMPUTE_RULES = {
  ...CALENDAR_RULES,
  ...BONUS_RULES,
  /**
   * args.record: user.userLoyaltyLevel; args.steps: settings.loyaltyLevelGroupSteps; args.groups: how many VIP
   * levels the brand's document declares. Gives loyaltyProgress's answer, or {level: null} without a level.
   */
  loyaltyProgress: (args: Record<string, unknown>) =>
    loyaltyProgress(args.record, args.steps, Number(args.groups) || 1) ?? { level: null },
  /**
   * args.landing: settings.referAFriendLanding; args.keyParameter: settings.affiliateKeyQueryParameter;
   * args.referralData: user.referralData; args.percent: settings.referAFriendPercent. Gives {link, percent}.
   */
  referral: (args: Record<string, unknown>, ctx: ComputeContext) => ({
    link: referralLink(args.landing, args.keyParameter, args.referralData, ctx.origin),
    percent: referralPercent(args.percent),
  }),
  /**
   * args.duration: the duration the player chose (a spec 3 Self-exclusion duration or permanent); args.userLimit:
   * user.userLimit. Gives {liftsEarly}: whether that choice would end before the exclusion in force (spec 4: an
   * exclusion cannot be lifted early), so the page says so before asking for a confirmation.
   */
  selfExclusionChoice: (args: Record<string, unknown>, ctx: ComputeContext) => ({
    liftsEarly: choiceLiftsExclusionEarly(args.userLimit, args.duration, ctx.now),
  }),
} as const;

export type ComputeRuleName = keyof typeof COMPUTE_RULES;

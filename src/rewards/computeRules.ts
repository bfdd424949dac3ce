// The named rules a Compute node may run (its `rule` prop): the calendars (calendarView.ts), the bonus
// history's records (bonusRecord.ts) and the VIP page's loyalty progress and referral link. Each takes the node's evaluated args and the page's context.
import { CALENDAR_RULES, type CalendarContext } from './calendarView';
import { BONUS_RULES } from './bonusRecord';
import { loyaltyProgress } from './loyalty';
import { referralLink, referralPercent } from './referral';

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
} as const;

export type ComputeRuleName = keyof typeof COMPUTE_RULES;

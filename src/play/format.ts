// Money of the game pages in the player's currency (as the header shows it); a guest sees plain amounts.
import { useTranslation } from '../platform/i18nContext';
import { useSession } from '../platform/session';
import { formatWalletAmount, type AmountFormat } from '../platform/wallet';

export function usePlayerAmountFormat(): AmountFormat {
  const { i18n } = useTranslation();
  const user = useSession((s) => (s.authenticated ? s.user : null));
  return {
    currencySymbol: (user?.currencySymbol as string | null | undefined) ?? null,
    currencyCode: (user?.currencyCode as string | null | undefined) ?? null,
    isCrypto: user?.isCrypto === true,
    locale: i18n?.language,
  };
}

export function formatAmount(value: unknown, format: AmountFormat): string {
  return typeof value === 'number' && Number.isFinite(value) ? formatWalletAmount(value, format) : '';
}

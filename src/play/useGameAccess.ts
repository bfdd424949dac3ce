// The access rules (./access.ts) fed from the session, the settings and the location. The location is
// asked only for a game with restricted countries, and the server checks again at launch anyway.
import { useServices } from '../renderer/services';
import { useSession } from '../platform/session';
import { useEndpoint } from '../platform/api/useEndpoint';
import { gameOffer, type GameAccessGame, type GameOffer } from './access';

export function useGameAccess(game: GameAccessGame | null | undefined): { offer: GameOffer | null; reverify: () => Promise<unknown> } {
  const { settings } = useServices();
  const authenticated = useSession((s) => s.authenticated);
  const selfExcluded = useSession((s) => s.selfExcluded);
  const activeBonus = useSession((s) => (s.authenticated ? s.user?.activeBonus ?? null : null));
  const restricted = (game?.restrictedCountries?.length ?? 0) > 0;
  const location = useEndpoint('getLocation', restricted ? {} : null);
  const country = location.data?.data?.location?.country?.code ?? null;
  const offer = game ? gameOffer({ authenticated, selfExcluded, settings, game, activeBonus, country }) : null;
  return { offer, reverify: () => location.mutate() };
}

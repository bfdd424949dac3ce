// Addresses of the play routes (spec 2.1 /casino/games/{game} and /play/{game}). Neither has a page key
// (spec 2.2), so the route table's paths are used as they are, like the lobby's gamePath.
import type { PlayMode } from './access';

export const playPath = (slug: string, mode: PlayMode) => `/play/${encodeURIComponent(slug)}?mode=${mode}`;

/** The mode of /play/{game}?mode=demo|real; anything else is real money, the default of a game. */
export const playModeOf = (value: unknown): PlayMode => (value === 'demo' ? 'demo' : 'real');

// Lists the code owns, which a schema names instead of copying (`"x-enum-from": "endpoints"`): the api client's
// endpoint names, the deposit field keys, the socket's events, the GamePlay flow's names. npm run gen makes them the
// schemas' enums (tools/gen.ts) and the studio offers them in its pickers (src/studio/model/context.ts): one list.
import { ENDPOINT_NAMES } from '../platform/api/endpoints.ts';
import { REALTIME_EVENTS } from '../platform/realtimeEvents.ts';
import { DEPOSIT_FIELD_KEYS } from '../cashier/depositFields.ts';
import { PLAY_FLOW, PLAY_MOVES, PLAY_STEPS } from '../play/playFlow.ts';

export const CODE_LISTS: Record<string, readonly string[]> = {
  endpoints: ENDPOINT_NAMES,
  depositFieldKeys: DEPOSIT_FIELD_KEYS,
  realtimeEvents: REALTIME_EVENTS,
  playFlow: [PLAY_FLOW],
  playSteps: PLAY_STEPS,
  playMoves: PLAY_MOVES,
};

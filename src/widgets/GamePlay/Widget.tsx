// The game player (/play/{game}?mode=demo|real) as a document. This node loads the game, launches it
// once the guest rules allow (spec 6; the server checks the rest and answers with a code, spec 8 Game
// access), keeps away status (spec 4), the game's messages, the bet limit (spec 8) and the bonus buy
// (spec 4 Bonus rules), and gives its children a flow named "play" (flow.step: src/play/playFlow.ts
// PLAY_STEPS) and `play.*` in the scope. The brand's page document declares what each step shows: the
// login prompt, the frame (GameFrame) and its overlays, the messages and the dialogs, and the buttons,
// whose flowStep and flowSet move this node (playMove, playCommands).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Box } from '@chakra-ui/react';
import type { GameDetails, GamePlayProps } from '../../generated/types';
import type { WidgetRenderProps } from '../types';
import type { FlowControls } from '../../actions/types';
import { ApiError } from '../../platform/api/client';
import { callEndpoint } from '../../platform/api/endpoints';
import { useEndpoint } from '../../platform/api/useEndpoint';
import { useSession } from '../../platform/session';
import { evaluate } from '../../renderer/expressions';
import { NodeServicesContext, useNodeServices } from '../../renderer/nodeServices';
import { freezeDeep, ScopeContext, useScope, type PlayScope } from '../../renderer/scope';
import { useServices } from '../../renderer/services';
import { mayViewGames, modeOffer } from '../../play/access';
import { betLimitMessage } from '../../play/betLimitText';
import { formatAmount, usePlayerAmountFormat } from '../../play/format';
import { playModeOf } from '../../play/paths';
import { BONUS_BUY_FAILED, PLAY_FLOW, PLAY_STEPS, playCommands, playMove, playStep, type GameMessageEffect, type PlayCommand } from '../../play/playFlow';
import { PlayContext, type PlayState } from './context';
import { useAwayStatus } from './useAwayStatus';
import { useBonusBuy } from './useBonusBuy';
import { useGameCookieConsent } from './useGameCookieConsent';
import { useGameMessages } from './useGameMessages';
import { useLaunch } from './useLaunch';

export default function GamePlay({ props, children }: WidgetRenderProps<GamePlayProps>) {
  const scope = useScope();
  const parent = useNodeServices();
  const { api, settings } = useServices();
  const authenticated = useSession((s) => s.authenticated);
  const selfExcluded = useSession((s) => s.selfExcluded);
  const money = usePlayerAmountFormat();
  const slugValue = evaluate(props.slug, scope);
  const slug = typeof slugValue === 'string' ? slugValue : '';
  const mode = playModeOf(evaluate(props.mode, scope));

  const viewable = mayViewGames(authenticated, settings);
  const answer = useEndpoint('getGame', viewable && slug ? { slug } : null);
  const loaded = answer.data?.data?.game as GameDetails | undefined;
  const game = loaded && loaded.slug === slug ? loaded : undefined;
  const notFound = !slug || (answer.error instanceof ApiError && answer.error.status === 404);
  // The guest rules before launching (spec 6); the server checks everything else and answers with a code.
  const needsLogin = game ? modeOffer(mode, { authenticated, selfExcluded, settings, game, activeBonus: null, country: null }).kind === 'login' : false;
  const ready = viewable && !!game && !needsLogin;

  const { phase, setPhase, relaunch } = useLaunch(ready, slug, mode, authenticated, api);
  const frameRef = useRef<HTMLIFrameElement | null>(null);
  const containerRef = useRef<HTMLDivElement | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [betLimit, setBetLimit] = useState<GameMessageEffect['betLimit'] | null>(null);
  const [fullscreenFailed, setFullscreenFailed] = useState(false);
  const session = phase.kind === 'playing' ? { sessionId: phase.sessionId, mode } : null;
  // spec 4: removed from the game after 30 minutes away: the frame is unloaded (the session ends).
  const { away, timerRef } = useAwayStatus(session?.sessionId ?? null, frameRef, () => setPhase({ kind: 'ended', reason: 'removed' }));
  const bonus = useBonusBuy(api, frameRef, useCallback(() => setError(BONUS_BUY_FAILED), []));
  useGameCookieConsent(props.cookieConsentModal, ready);
  useEffect(() => {
    if (phase.kind === 'launching') setError(null);
  }, [phase.kind]);

  useGameMessages(frameRef, (effect) => {
    if (effect.activity) timerRef.current?.activity();
    if (effect.clearError) setError(null);
    if (effect.bonusBuy) bonus.ask(effect.bonusBuy.price);
    if (effect.betLimit) setBetLimit(effect.betLimit);
    if (effect.ended) setPhase({ kind: 'ended', reason: effect.ended });
    if (effect.gameError) setError(effect.gameError);
  });

  const fullscreen = () => {
    const box = containerRef.current;
    setFullscreenFailed(false);
    if (!box || typeof box.requestFullscreen !== 'function') setFullscreenFailed(true);
    else box.requestFullscreen().catch(() => setFullscreenFailed(true));
  };
  const run = async (command: PlayCommand) => {
    if (command.kind === 'away') timerRef.current?.setAway(command.away);
    else if (command.kind === 'closeBetLimit') setBetLimit(null);
    else if (command.kind === 'answerBonusBuy') await bonus.answer(command.confirmed, session);
    else if (command.kind === 'clearError') setError(null);
    else fullscreen();
  };
  const controls: FlowControls = {
    go(to) {
      if (playMove(to) === 'reload') void answer.mutate();
      else {
        timerRef.current?.restart();
        relaunch();
      }
    },
    async set(values) {
      for (const command of playCommands(values)) await run(command);
    },
  };
  const services = { ...parent, flow: (name?: string) => (!name || name === PLAY_FLOW ? controls : parent.flow(name)) };

  const step = playStep({ viewable, slug, needsLogin, phase: phase.kind, game: notFound ? 'notFound' : game ? 'loaded' : answer.error ? 'failed' : 'loading' });
  const index = PLAY_STEPS.indexOf(step);
  const play: PlayScope = {
    mode, name: game?.name ?? slug, away,
    ended: phase.kind === 'ended' ? phase.reason : null,
    code: phase.kind === 'refused' ? phase.code : null,
    error,
    betLimit: betLimit ? { limitType: betLimit.limitType ?? null } : null,
    bonusBuy: bonus.offer ? { price: formatAmount(bonus.offer.price, money) } : null,
    bonusBusy: bonus.busy,
    fullscreenFailed,
  };
  const flow = { name: PLAY_FLOW, step, index, first: index === 0, last: index === PLAY_STEPS.length - 1, values: {} };
  const inner = useMemo(() => freezeDeep({ ...scope, flow, play }), [scope, step, JSON.stringify(play)]); // eslint-disable-line react-hooks/exhaustive-deps -- play is a new object each render: its JSON is the dependency

  const state: PlayState = {
    phase, name: play.name, away, frameRef, containerRef, code: play.code, error,
    betLimit: betLimit ? betLimitMessage(betLimit.limitType, betLimit.bet, betLimit.limit, money) : null,
    reverify: async () => {
      try {
        await callEndpoint(api, 'getLocation', {});
      } catch (failure) {
        console.warn('Geolocation failed', failure); // spec 4 Country block: 'Geolocation failure is only logged.'
      }
      relaunch();
    },
  };
  return (
    <PlayContext.Provider value={state}>
      <NodeServicesContext.Provider value={services}>
        <ScopeContext.Provider value={inner}>
          <Box width="full" data-testid="game-player" data-step={step}>{children}</Box>
        </ScopeContext.Provider>
      </NodeServicesContext.Provider>
    </PlayContext.Provider>
  );
}

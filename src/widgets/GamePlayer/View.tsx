// The game player (/play/{game}?mode=demo|real). In order:
// 1. a guest who may not view games, or may not play this mode, gets the login prompt and nothing is
//    launched (spec 6); an unknown game is the not-found state;
// 2. launchGame; a refusal is shown by its code (spec 8 Game access), COUNTRY_RESTRICTED with the re-verify
//    location prompt, LOGIN_REQUIRED as the login prompt;
// 3. the game runs in <iframe sandbox="allow-scripts">: no allow-same-origin (it cannot read the site's
//    storage or cookies) and no allow-top-navigation (it cannot take the page away). Its messages are
//    accepted only from its own window (./play/messages.ts);
// 4. while it runs: the bet limit dialog (casino:error BET_LIMIT), the one-off bonus buy confirmation
//    (casino:bonusBuy), away status (spec 4: manual or after 5 minutes without activity; removal after 30).
import { useCallback, useEffect, useRef, useState } from 'react';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { GameDetails } from '../../generated/types';
import { ApiError } from '../../platform/api/client';
import { callEndpoint } from '../../platform/api/endpoints';
import { useEndpoint } from '../../platform/api/useEndpoint';
import { useSession } from '../../platform/session';
import { useText } from '../../renderer/text';
import { useRuntimeConfig } from '../../shell/RuntimeConfig';
import { useModalServices } from '../../shell/useModalServices';
import { useModalStore } from '../../shell/modalStore';
import { gameErrorText, mayViewGames, modeOffer, type PlayMode } from '../../play/access';
import { AccessMessage } from '../../play/AccessMessage';
import { createAwayTimer, type AwayState, type AwayTimer } from '../../play/away';
import { betLimitMessage } from '../../play/betLimitText';
import { formatAmount, usePlayerAmountFormat } from '../../play/format';
import { hasGameCookieConsent } from '../../play/gameCookieConsent';
import { LoginPrompt } from '../../play/LoginPrompt';
import { isFromFrame, parseGameMessage, postToFrame } from '../../play/messages';
import { PlayDialog } from '../../play/PlayDialog';
import { GameNotFound } from '../GameDetails/View';

type Phase =
  | { kind: 'waiting' }
  | { kind: 'launching' }
  | { kind: 'playing'; url: string; sessionId: string; mode: PlayMode }
  | { kind: 'login' }
  | { kind: 'refused'; code: string }
  | { kind: 'failed' }
  /** removed: 30 minutes away (spec 4); session: the game session ended (SESSION_ENDED). */
  | { kind: 'ended'; reason: 'removed' | 'session' };

interface BetLimit { limitType?: string; bet?: number; limit?: number }

/** Page events that count as activity for away status; the frame reports its own as casino:activity. */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * The cookie-consent modal for games (spec 2.5: once, until accepted), asked only when a game is about to
 * be shown: a guest who gets the login prompt has no game cookies to accept, and the modal would cover
 * the prompt.
 */
function useGameCookieConsent(modal: string, gameShown: boolean) {
  const { openModal } = useModalServices();
  useEffect(() => {
    if (!gameShown || hasGameCookieConsent()) return;
    // Once per visit: not again while it is open (React runs effects twice in development).
    if (useModalStore.getState().local.some((m) => m.name === modal)) return;
    try {
      openModal(modal);
    } catch (error) {
      console.warn(`The game cookie consent modal "${modal}" is missing`, error);
    }
  }, [gameShown]); // eslint-disable-line react-hooks/exhaustive-deps
}

export default function GamePlayerView({ slug, mode, consentModal }: { slug: string; mode: PlayMode; consentModal: string }) {
  const t = useText();
  const { api, settings } = useRuntimeConfig();
  const authenticated = useSession((s) => s.authenticated);
  const selfExcluded = useSession((s) => s.selfExcluded);
  const money = usePlayerAmountFormat();
  const viewable = mayViewGames(authenticated, settings);
  const gameAnswer = useEndpoint('getGame', viewable && slug ? { slug } : null);
  const game = gameAnswer.data?.data?.game as GameDetails | undefined;
  const current = game && game.slug === slug ? game : undefined;
  // The guest rules before launching (spec 6); the server checks everything else and answers with a code.
  const needsLogin = current ? modeOffer(mode, { authenticated, selfExcluded, settings, game: current, activeBonus: null, country: null }).kind === 'login' : false;
  const ready = viewable && !!current && !needsLogin;

  const [phase, setPhase] = useState<Phase>({ kind: 'waiting' });
  const [attempt, setAttempt] = useState(0);
  const [away, setAwayState] = useState<AwayState>('active');
  const [betLimit, setBetLimit] = useState<BetLimit | null>(null);
  const [bonusBuy, setBonusBuy] = useState<{ price?: number } | null>(null);
  const [bonusBusy, setBonusBusy] = useState(false);
  const [gameError, setGameError] = useState<string | null>(null);
  const [fullscreenFailed, setFullscreenFailed] = useState(false);
  const frameRef = useRef<HTMLIFrameElement | null>(null);
  const containerRef = useRef<HTMLDivElement | null>(null);
  const timerRef = useRef<AwayTimer | null>(null);
  const bonusAnswered = useRef(false);

  useGameCookieConsent(consentModal, ready);

  // Launch: again when the game, the mode, the player or the attempt (Start again, re-verify) changes.
  useEffect(() => {
    if (!ready) return;
    let cancelled = false;
    setPhase({ kind: 'launching' });
    setGameError(null);
    callEndpoint(api, 'launchGame', { slug, mode }).then(
      (answer) => {
        if (cancelled) return;
        const { url, sessionId } = answer.data.launch;
        setPhase({ kind: 'playing', url: /^https?:/.test(url) ? url : api.url(url), sessionId, mode });
      },
      (error: unknown) => {
        if (cancelled) return;
        const code = error instanceof ApiError ? (error.body as { code?: unknown } | null)?.code : undefined;
        if (code === 'LOGIN_REQUIRED') setPhase({ kind: 'login' });
        else if (typeof code === 'string') setPhase({ kind: 'refused', code });
        else setPhase({ kind: 'failed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [ready, slug, mode, authenticated, attempt, api]);

  const sessionId = phase.kind === 'playing' ? phase.sessionId : null;

  // Away status while a game session runs: one timer per session.
  useEffect(() => {
    if (!sessionId) return;
    setAwayState('active');
    const timer = createAwayTimer({
      onChange: (state) => {
        setAwayState(state);
        if (state === 'away') postToFrame(frameRef.current, { type: 'casino:away', away: true });
        if (state === 'active') postToFrame(frameRef.current, { type: 'casino:away', away: false });
        // spec 4: removed from the game after 30 minutes away: the frame is unloaded (the session ends).
        if (state === 'removed') setPhase({ kind: 'ended', reason: 'removed' });
      },
    });
    timerRef.current = timer;
    let last = 0;
    const onActivity = () => {
      const now = Date.now();
      if (now - last < 1000) return; // pointermove fires often; a second is precise enough for 5 minutes
      last = now;
      timer.activity();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true, capture: true });
    return () => {
      timer.dispose();
      timerRef.current = null;
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
    };
  }, [sessionId]);

  // Messages from the game: only from its own window (an opaque origin cannot be checked).
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!isFromFrame(event, frameRef.current)) return;
      const message = parseGameMessage(event.data);
      if (!message) return;
      switch (message.type) {
        case 'casino:activity':
          timerRef.current?.activity();
          break;
        case 'casino:spin':
          timerRef.current?.activity();
          setGameError(null);
          break;
        case 'casino:bonusBuy':
          bonusAnswered.current = false;
          setBonusBuy({ price: message.price });
          break;
        case 'casino:error':
          if (message.code === 'BET_LIMIT') setBetLimit({ limitType: message.limitType, bet: message.bet, limit: message.limit });
          else if (message.code === 'SESSION_ENDED') setPhase({ kind: 'ended', reason: 'session' });
          else setGameError(message.code);
          break;
        default:
          break;
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const answerBonusBuy = useCallback(async (confirmed: boolean) => {
    if (bonusAnswered.current) return;
    bonusAnswered.current = true;
    if (!confirmed || phase.kind !== 'playing') {
      postToFrame(frameRef.current, { type: 'casino:bonusBuyCancelled' });
      setBonusBuy(null);
      return;
    }
    setBonusBusy(true);
    try {
      // Bet limits apply to real money only, so a demo game needs no exemption (and a guest has no token).
      // The confirmation is for the price the player saw; the server charges a bonus buy only at that price.
      if (phase.mode === 'real') await callEndpoint(api, 'confirmBonusBuy', { sessionId: phase.sessionId, price: bonusBuy?.price ?? 0 });
      postToFrame(frameRef.current, { type: 'casino:bonusBuyConfirmed' });
    } catch {
      setGameError('BONUS_BUY_FAILED');
      postToFrame(frameRef.current, { type: 'casino:bonusBuyCancelled' });
    } finally {
      setBonusBusy(false);
      setBonusBuy(null);
    }
  }, [api, phase, bonusBuy]);

  const fullscreen = () => {
    const box = containerRef.current;
    setFullscreenFailed(false);
    if (!box || typeof box.requestFullscreen !== 'function') {
      setFullscreenFailed(true);
      return;
    }
    box.requestFullscreen().catch(() => setFullscreenFailed(true));
  };

  const restart = () => {
    timerRef.current?.restart();
    setAttempt((n) => n + 1);
  };

  const reverify = async () => {
    try {
      await callEndpoint(api, 'getLocation', {});
    } catch (error) {
      console.warn('Geolocation failed', error); // spec 4 Country block: 'Geolocation failure is only logged.'
    }
    setAttempt((n) => n + 1);
  };

  if (!viewable) return <LoginPrompt text="text.game.viewLoginRequired" />;
  if (!slug || (gameAnswer.error instanceof ApiError && gameAnswer.error.status === 404)) return <GameNotFound />;
  if (gameAnswer.error && !current) {
    return (
      <Stack gap="3" align="start">
        <Text role="alert">{t('text.game.loadFailed')}</Text>
        <Button size="sm" variant="outline" onClick={() => void gameAnswer.mutate()}>{t('text.common.retry')}</Button>
      </Stack>
    );
  }
  if (needsLogin || phase.kind === 'login') return <LoginPrompt text="text.game.loginRequired" />;

  const name = current?.name ?? slug;
  const limitMessage = betLimit ? betLimitMessage(betLimit.limitType, betLimit.bet, betLimit.limit, money) : null;
  const playing = phase.kind === 'playing';

  return (
    <Stack gap="3" data-testid="game-player" data-phase={phase.kind}>
      <HStack gap="3" wrap="wrap" justify="space-between">
        <Text fontSize="sm" color="fg.muted" data-testid="game-mode">{t(mode === 'demo' ? 'text.game.modeDemo' : 'text.game.modeReal')}</Text>
        {playing && (
          <HStack gap="2">
            <Button size="sm" variant="outline" aria-pressed={away === 'away'} onClick={() => timerRef.current?.setAway(away !== 'away')}>
              {t('text.game.away.toggle')}
            </Button>
            <Button size="sm" variant="outline" onClick={fullscreen}>{t('text.game.fullscreen')}</Button>
          </HStack>
        )}
      </HStack>
      {fullscreenFailed && <Text role="status" fontSize="sm">{t('text.game.fullscreenUnavailable')}</Text>}

      <Box ref={containerRef} position="relative" width="full" bg="black" borderRadius="md" overflow="hidden" style={{ aspectRatio: '16 / 9' }}>
        {playing && (
          <iframe
            ref={frameRef}
            key={phase.sessionId}
            src={phase.url}
            title={t('text.game.frameTitle', { name })}
            sandbox="allow-scripts"
            referrerPolicy="no-referrer"
            inert={away === 'away'}
            style={{ width: '100%', height: '100%', border: 0, display: 'block' }}
          />
        )}
        {(phase.kind === 'launching' || phase.kind === 'waiting') && (
          <Stack position="absolute" inset="0" align="center" justify="center" color="white" aria-busy="true">
            <Text>{t('text.game.loading')}</Text>
          </Stack>
        )}
        {playing && away === 'away' && (
          <Stack position="absolute" inset="0" align="center" justify="center" gap="3" bg="blackAlpha.800" color="white" p="6" textAlign="center"
            role="region" aria-labelledby="game-away-title" data-testid="away-overlay">
            <Text id="game-away-title" fontSize="xl" fontWeight="semibold">{t('text.game.away.title')}</Text>
            <Text>{t('text.game.away.text')}</Text>
            <Button colorPalette="accent" autoFocus onClick={() => timerRef.current?.setAway(false)}>{t('text.game.away.back')}</Button>
          </Stack>
        )}
        {(phase.kind === 'refused' || phase.kind === 'failed' || phase.kind === 'ended') && (
          <Stack position="absolute" inset="0" align="center" justify="center" gap="3" bg="bg.panel" p="6" textAlign="center" data-testid="game-stopped">
            {phase.kind === 'refused' && <AccessMessage code={phase.code} onReverify={reverify} />}
            {phase.kind === 'failed' && <Text role="alert">{t('text.game.launchFailed')}</Text>}
            {phase.kind === 'ended' && (
              <Text role="alert">{t(phase.reason === 'removed' ? 'text.game.away.removed' : 'text.game.sessionEnded')}</Text>
            )}
            {(phase.kind === 'ended' || phase.kind === 'failed') && (
              <Button colorPalette="accent" onClick={restart}>{t('text.game.away.startAgain')}</Button>
            )}
          </Stack>
        )}
      </Box>
      {gameError && (
        <Text role="alert" color="fg.error" data-testid="game-error">
          {t(gameError === 'BONUS_BUY_FAILED' ? 'text.game.bonusBuy.failed' : gameErrorText(gameError))}
        </Text>
      )}

      <PlayDialog open={!!limitMessage} testId="bet-limit-dialog" title={limitMessage ? t(limitMessage.title, limitMessage.values) : ''}
        onClose={() => setBetLimit(null)}
        footer={<Button colorPalette="accent" onClick={() => setBetLimit(null)}>{t('text.game.betLimit.close')}</Button>}>
        {limitMessage ? t(limitMessage.text, limitMessage.values) : ''}
      </PlayDialog>

      <PlayDialog open={!!bonusBuy} testId="bonus-buy-dialog" title={t('text.game.bonusBuy.title')} onClose={() => void answerBonusBuy(false)}
        footer={(
          <>
            <Button variant="outline" onClick={() => void answerBonusBuy(false)} disabled={bonusBusy}>{t('text.game.bonusBuy.cancel')}</Button>
            <Button colorPalette="accent" loading={bonusBusy} onClick={() => void answerBonusBuy(true)}>{t('text.game.bonusBuy.confirm')}</Button>
          </>
        )}>
        {t('text.game.bonusBuy.text', { price: formatAmount(bonusBuy?.price, money) })}
      </PlayDialog>
    </Stack>
  );
}

// The cookie-consent modal for games (spec 2.5: once, until accepted), asked only when a game is about to
// be shown: a guest who gets the login prompt has no game cookies to accept, and the modal would cover the
// prompt.
import { useEffect } from 'react';
import { hasGameCookieConsent } from '../../play/gameCookieConsent';
import { useServices } from '../../renderer/services';

export function useGameCookieConsent(modal: string, gameShown: boolean) {
  const { openModal, isOpen } = useServices().modals;
  useEffect(() => {
    if (!gameShown || hasGameCookieConsent()) return;
    // Once per visit: not again while it is open (React runs effects twice in development).
    if (isOpen(modal)) return;
    try {
      openModal(modal);
    } catch (error) {
      console.warn(`The game cookie consent modal "${modal}" is missing`, error);
    }
  }, [gameShown]); // eslint-disable-line react-hooks/exhaustive-deps -- once when the game shows: the modal services are new with every address
}

// A player's chat settings (spec 2.5: name colour, appearance, font size, nickname), kept in local storage
// per user id (chatSettingsKey), read after mount (storage is the browser's) and defensively (parseChatSettings).
import { useCallback, useEffect, useState } from 'react';
import { DEFAULT_CHAT_SETTINGS, chatSettingsKey, parseChatSettings, type ChatSettings } from './chatRules';

/** The browser's local storage (none on the server). One function, so the hooks below depend on it without re-running. */
const browserStorage = (): Storage | null => (typeof window === 'undefined' ? null : window.localStorage);

export function useChatSettings(userId: number | string | null, storage: () => Storage | null = browserStorage) {
  const [settings, setSettings] = useState<ChatSettings>(DEFAULT_CHAT_SETTINGS);
  useEffect(() => {
    if (userId === null) return;
    try {
      const raw = storage()?.getItem(chatSettingsKey(userId));
      setSettings(parseChatSettings(raw ? JSON.parse(raw) : null));
    } catch {
      setSettings(DEFAULT_CHAT_SETTINGS);
    }
  }, [userId, storage]);
  const update = useCallback((patch: Partial<ChatSettings>) => {
    setSettings((current) => {
      // The nickname is kept as typed while typing (a trailing space is the start of a word); what is stored is clean.
      const next = { ...current, ...patch };
      if (userId !== null) {
        try { storage()?.setItem(chatSettingsKey(userId), JSON.stringify(parseChatSettings(next))); } catch { /* storage full or blocked: kept for this visit */ }
      }
      return next;
    });
  }, [userId, storage]);
  return [settings, update] as const;
}

// The add-to-home-screen prompt's bar (spec 2.5): the rule of when it shows is
// src/platform/installable/installPrompt.ts, the browser's offer is kept by the first paint's code
// (installPromptStore), the words are the brand's. Storage and the screen width are read after mount.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import type { WidgetRenderProps } from '../types';
import type { InstallPromptProps } from '../../generated/types';
import { useText } from '../../renderer/text';
import { installPromptStore } from '../../platform/installable/register';
import { PHONE_MEDIA_QUERY, showInstallPrompt, type InstallPromptAnswer } from '../../platform/installable/installPrompt';
import { STORAGE_KEYS, readJson, writeJson } from '../../platform/storage';

const noPrompt = () => null;

export default function InstallPrompt({ props }: WidgetRenderProps<InstallPromptProps>) {
  const t = useText();
  const { pathname } = useLocation();
  const prompt = useSyncExternalStore(installPromptStore.subscribe, installPromptStore.get, noPrompt);
  const [answered, setAnswered] = useState<boolean | null>(null);
  const [phone, setPhone] = useState(false);
  useEffect(() => {
    setAnswered(readJson<InstallPromptAnswer>(STORAGE_KEYS.installPromptAnswered) !== null);
    const media = window.matchMedia(PHONE_MEDIA_QUERY);
    setPhone(media.matches);
    const onChange = () => setPhone(media.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);
  if (answered === null || !showInstallPrompt({ promptAvailable: prompt !== null, answered, phone, pathname })) return null;

  const answer = (outcome: InstallPromptAnswer['outcome']) => {
    writeJson(STORAGE_KEYS.installPromptAnswered, { answeredAt: new Date().toISOString(), outcome } satisfies InstallPromptAnswer);
    setAnswered(true);
  };
  const install = () => {
    answer('install');
    installPromptStore.used();
    // The browser's own dialog; its answer needs nothing from us (an installed app gets no new offer).
    void prompt?.prompt().catch((error: unknown) => console.warn('[install prompt]', error));
  };
  return (
    <Box role="region" aria-label={t(props.label)} position="sticky" bottom={0} zIndex="banner" bg="bg.panel"
      borderTopWidth="1px" borderColor="border" boxShadow="lg" px={3} py={3} data-testid="install-prompt">
      <Flex gap={3} align="center" wrap="wrap">
        <Text fontSize="sm" flex="1 1 12rem">{t(props.text)}</Text>
        <Flex gap={2}>
          <Button size="sm" variant="ghost" onClick={() => answer('notNow')}>{t(props.notNow)}</Button>
          <Button size="sm" colorPalette="accent" onClick={install}>{t(props.install)}</Button>
        </Flex>
      </Flex>
    </Box>
  );
}

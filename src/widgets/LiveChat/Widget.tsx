// The live chat's launcher and panel frame (spec 2.5, 6 Guest): shown only to a signed-in player while the
// showLiveChat setting is on; the panel (a side sheet, full width on a phone) connects to the room only while
// open. Nothing is read from the browser while rendering: the session and settings come from stores.
import { useState } from 'react';
import { Box, Button, CloseButton, Drawer, Portal } from '@chakra-ui/react';
import type { WidgetRenderProps } from '../types';
import type { LiveChatProps } from '../../generated/types';
import { useScope } from '../../renderer/scope';
import { useText } from '../../renderer/text';
import { useSession } from '../../platform/session';
import { useChatSettings } from '../../chat/chatSettings';
import ChatPanel from './ChatPanel';

export default function LiveChat({ props }: WidgetRenderProps<LiveChatProps>) {
  const t = useText();
  const { settings: appSettings } = useScope();
  const authenticated = useSession((s) => s.authenticated);
  const token = useSession((s) => s.token);
  const userId = useSession((s) => (s.user?.userId as number | string | undefined) ?? null);
  const [open, setOpen] = useState(false);
  const [settings, updateSettings] = useChatSettings(userId);
  if (appSettings.showLiveChat !== true || !authenticated || !token) return null;
  const title = t(props.title);
  return (
    <>
      {/* Above the cookie notice while it shows (its height is --floating-offset: CookieNotice), so it stays reachable. */}
      <Box position="fixed" bottom={{ base: 'calc(var(--floating-offset, 0px) + 0.75rem)', md: 'calc(var(--floating-offset, 0px) + 1.25rem)' }} insetEnd={{ base: 3, md: 5 }} zIndex="sticky">
        <Button onClick={() => setOpen(true)} borderRadius="full" boxShadow="lg" size="md" aria-haspopup="dialog" data-testid="chat-launcher">
          <span aria-hidden="true">💬</span> {t(props.label)}
        </Button>
      </Box>
      <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="end" size={{ base: 'full', md: 'sm' }} lazyMount unmountOnExit>
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content data-testid="chat-panel">
              {/* The player's appearance, whatever the page's: Chakra's tokens follow the nearest theme class. */}
              <Box className={`chakra-theme ${settings.appearance}`} bg="bg.panel" color="fg" display="flex" flexDirection="column" h="full">
                <Drawer.Header>
                  <Drawer.Title>{title}</Drawer.Title>
                </Drawer.Header>
                <Drawer.Body display="flex" flexDirection="column" gap={3} minH={0}>
                  <ChatPanel token={token} settings={settings} onSettings={updateSettings} />
                </Drawer.Body>
                <Drawer.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={t('text.chat.close')} />
                </Drawer.CloseTrigger>
              </Box>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </>
  );
}

// The cookie notice's frame: the rule of when it shows is src/compliance/cookieNotice.ts (spec 2.5), its
// content the document's. It sticks to the foot of the screen from the end of the page's column (layout.json
// notices come after the footer): it moves nothing above it when it appears (no layout shift), stays
// within the content beside a side panel, and is not modal: the page stays usable. The clock and storage
// are read after mount.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Box, Flex } from '@chakra-ui/react';
import type { WidgetRenderProps } from '../types';
import type { CookieNoticeProps } from '../../generated/types';
import { useScope } from '../../renderer/scope';
import { useText } from '../../renderer/text';
import { showCookieNotice } from '../../compliance/cookieNotice';
import { readCookieConsent, useCookieConsent } from '../../compliance/cookieConsent';

/** The CSS variable holding how far floating controls keep from the foot of the screen (0 without a notice). */
export const FLOATING_OFFSET = '--floating-offset';

export default function CookieNotice({ props, children }: WidgetRenderProps<CookieNoticeProps>) {
  const t = useText();
  const { settings } = useScope();
  const { pathname } = useLocation();
  const { consent, read } = useCookieConsent();
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => { readCookieConsent(); }, []);
  // The moment the consent is judged at: after it was read or given (a consent is never from the future).
  useEffect(() => { if (read) setNow(new Date()); }, [read, consent]);
  // While it shows, its height is the page's --floating-offset: floating controls (the live chat's launcher)
  // sit above it instead of under it (issue 29 item 12). Set in an effect, never while rendering.
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!node) return;
    const root = node.ownerDocument.documentElement;
    const update = () => root.style.setProperty(FLOATING_OFFSET, `${node.offsetHeight}px`);
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(node);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(FLOATING_OFFSET);
    };
  }, [node]);
  if (!read || !now) return null;
  if (!showCookieNotice({ cookiesPopup: settings.cookiesPopup as boolean | undefined, consent, pathname, now })) return null;
  return (
    <Box ref={setNode} role="region" aria-label={t(props.label)} position="sticky" bottom={0} zIndex="banner" bg="bg.panel"
      borderTopWidth="1px" borderColor="border" boxShadow="lg" px={{ base: 3, md: 6 }} py={3} data-testid="cookie-notice">
      <Flex maxW="7xl" mx="auto" gap={3} align="center" wrap="wrap">{children}</Flex>
    </Box>
  );
}

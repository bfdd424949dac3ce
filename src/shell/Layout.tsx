// The frame around every page, per navigation system (spec 1): basic puts the main menu in the
// header; panel puts it in a side panel. Header and footer content come from layout.json.
import { useId, useState, type ReactNode } from 'react';
import { Box, Button, Flex, Link } from '@chakra-ui/react';
import { RenderNode, RenderNodes } from '../renderer/RenderNode';
import { useText } from '../renderer/text';
import { useBrand } from './BrandContext';
import { useRuntimeConfig } from './RuntimeConfig';

export function Layout({ children }: { children: ReactNode }) {
  const { settings } = useRuntimeConfig();
  return settings.navigationSystem === 'panel' ? <PanelLayout>{children}</PanelLayout> : <BasicLayout>{children}</BasicLayout>;
}

function SkipLink() {
  const t = useText();
  return (
    <Link href="#main" position="absolute" insetStart="-9999px" _focus={{ insetStart: 2, top: 2, zIndex: 'skipLink', bg: 'bg.panel', p: 2 }}>
      {t('text.common.skipToContent')}
    </Link>
  );
}

function Main({ children }: { children: ReactNode }) {
  return (
    <Box as="main" id="main" tabIndex={-1} flex="1" w="full" maxW="7xl" mx="auto" px={{ base: 3, md: 6 }} py={{ base: 4, md: 6 }} outline="none">
      {children}
    </Box>
  );
}

/** layout.json's notices, after the footer: bars that stick to the foot of the screen (the cookie notice). */
function Notices() {
  const { layout } = useBrand();
  return layout.notices?.length ? <RenderNodes nodes={layout.notices} path="layout.json#/notices" /> : null;
}

function Footer() {
  const { layout } = useBrand();
  return (
    <Box as="footer" borderTopWidth="1px" borderColor="border" mt={8} px={{ base: 3, md: 6 }} py={6}>
      <Box maxW="7xl" mx="auto"><RenderNodes nodes={layout.footer} path="layout.json#/footer" /></Box>
    </Box>
  );
}

/** The sticky header with layout.json's header nodes; `before` holds what the shell adds (the panel's menu button). */
function Header({ before, centred }: { before?: ReactNode; centred?: boolean }) {
  const { layout } = useBrand();
  return (
    <Box as="header" position="sticky" top={0} zIndex="sticky" bg="bg" borderBottomWidth="1px" borderColor="border">
      <Flex maxW={centred ? '7xl' : undefined} mx={centred ? 'auto' : undefined} px={{ base: 3, md: 6 }} py={2} gap={{ base: 2, md: 3 }} align="center" wrap="wrap">
        {before}
        <RenderNodes nodes={layout.header} path="layout.json#/header" />
      </Flex>
    </Box>
  );
}

function BasicLayout({ children }: { children: ReactNode }) {
  return (
    <Flex direction="column" minH="100dvh">
      <SkipLink />
      <Header centred />
      <Main>{children}</Main>
      <Footer />
      <Notices />
    </Flex>
  );
}

function PanelLayout({ children }: { children: ReactNode }) {
  const { layout } = useBrand();
  const t = useText();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Flex minH="100dvh">
      <SkipLink />
      <Box as="aside" id={panelId} aria-label={t('text.nav.panel')} w="16rem" flexShrink={0} borderInlineEndWidth="1px" borderColor="border" bg="bg.panel"
        position={{ base: 'fixed', lg: 'sticky' }} top={0} h="100dvh" overflowY="auto" zIndex="overlay" p={3}
        display={{ base: open ? 'block' : 'none', lg: 'block' }} data-panel>
        <RenderNode node={{ type: 'NavMenu', props: { menu: layout.mainMenu ?? 'main', orientation: 'vertical', label: 'text.nav.main' } }} path="layout.json#/mainMenu" />
        <Box mt={3}><RenderNodes nodes={layout.panel} path="layout.json#/panel" /></Box>
      </Box>
      <Flex direction="column" flex="1" minW={0}>
        <Header before={
          <Button variant="ghost" size="sm" display={{ base: 'inline-flex', lg: 'none' }} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}
            aria-label={t(open ? 'text.nav.closeMenu' : 'text.nav.openMenu')}>
            {/* Short, so a phone's header stays one row; the accessible name says what it does. */}
            <span aria-hidden="true">☰</span> {t('text.nav.menu')}
          </Button>
        } />
        <Main>{children}</Main>
        <Footer />
        <Notices />
      </Flex>
    </Flex>
  );
}

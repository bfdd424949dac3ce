import { useEffect, useId, useRef, useState } from 'react';
import { Box, Button, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { NavLink } from 'react-router';
import type { WidgetRenderProps } from '../types';
import type { NavMenuProps } from '../../generated/types';
import { useText, type Translate } from '../../renderer/text';
import { useScope } from '../../renderer/scope';
import { useServices } from '../../renderer/services';
import { MENU_BREAKPOINT, visibleMenuEntries, type MenuEntry } from './menu';

export default function NavMenu({ props, children }: WidgetRenderProps<NavMenuProps>) {
  const t = useText();
  const scope = useScope();
  const { brand } = useServices();
  const entries = visibleMenuEntries(brand.menus.menus[props.menu], scope);
  const vertical = props.orientation === 'vertical';
  const foldable = !vertical && props.fold;
  const [open, setOpen] = useState(false);
  const listId = useId();
  const navRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // An open folded menu closes the way a player expects of a menu: Escape (focus back on its button), a
  // press outside it, or following one of its links.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPress = (e: PointerEvent) => {
      if (!navRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPress);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPress);
    };
  }, [open]);
  // A horizontal menu folds behind a button below the menu breakpoint (spec 9: 1450px).
  const folded = `@media (max-width: ${MENU_BREAKPOINT - 1}px)`;
  return (
    <Box as="nav" ref={navRef} aria-label={t(props.label)} position="relative"
      onClick={(e) => { if (open && (e.target as HTMLElement).closest('a')) setOpen(false); }}>
      {foldable && (
        <Button ref={buttonRef} variant="ghost" size="sm" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}
          aria-label={t(open ? 'text.nav.closeMenu' : 'text.nav.openMenu')} css={{ display: 'none', [folded]: { display: 'inline-flex' } }}>
          <span aria-hidden="true">☰</span> {t(props.button)}
        </Button>
      )}
      <Stack as="ul" id={listId} direction={vertical ? 'column' : 'row'} gap={vertical ? 1 : 4} listStyleType="none" align={vertical ? 'stretch' : 'center'} wrap="wrap"
        css={!foldable ? undefined : { [folded]: { display: open ? 'flex' : 'none', flexDirection: 'column', alignItems: 'stretch', position: 'absolute', top: '100%', insetInlineStart: 0, zIndex: 'dropdown', bg: 'bg.panel', p: 3, borderRadius: 'md', boxShadow: 'lg', minW: '14rem' } }}>
        {entries.map((entry, i) => (
          <li key={i}>
            <MenuItem entry={entry} t={t} vertical={vertical} />
          </li>
        ))}
        {/* The node's children (the language choice, the colour mode) come last, folded with the entries. */}
        {children && <Stack as="li" direction="row" gap={2} align="center">{children}</Stack>}
      </Stack>
    </Box>
  );
}

function MenuItem({ entry, t, vertical }: { entry: MenuEntry; t: Translate; vertical: boolean }) {
  const { resolve } = useServices().links;
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (entry.children) {
    // A group is a disclosure: a button with aria-expanded that shows its links below (keyboard and
    // touch friendly, no hover-only menus).
    return (
      <Box position="relative">
        <Button variant="ghost" size="sm" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}
          onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
          {t(entry.label)} {open ? '▴' : '▾'}
        </Button>
        <Stack as="ul" id={listId} hidden={!open} listStyleType="none" gap={1} p={2}
          position={vertical ? 'static' : 'absolute'} zIndex="dropdown" bg="bg.panel" borderRadius="md" boxShadow={vertical ? undefined : 'md'} minW="12rem">
          {entry.children.map((child, i) => (
            <li key={i}><MenuItem entry={child} t={t} vertical /></li>
          ))}
        </Stack>
      </Box>
    );
  }
  const href = entry.to ? resolve(entry.to).href : entry.path ?? '/';
  return (
    <ChakraLink asChild variant="plain" px={2} py={1} display="inline-block" _currentPage={{ fontWeight: 'bold', color: 'accent.fg' }}>
      <NavLink to={href} end>{t(entry.label)}</NavLink>
    </ChakraLink>
  );
}

// The lobby's category navigation (spec 3 Category list: data.topCategoryList; spec 7
// get-full-category-list with locale). A failed call leaves the list empty and loaded, with the spec 8
// error (endpoint name, status, status text) in the console and a short message for the player; the
// lobby around it renders as usual.
import { useEffect } from 'react';
import { Box, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router';
import type { WidgetRenderProps } from '../types';
import type { CategoryNavProps } from '../../generated/types';
import { useText } from '../../renderer/text';
import { useServices } from '../../renderer/services';
import { useEndpoint } from '../../platform/api/useEndpoint';
import { categoryListState, categoryPath } from '../../lobby/categories';

/** The category a lobby address shows: its own route (/casino/slots) or ?category= on /casino. */
export function currentCategory(pathname: string, search: string): string | null {
  const own = pathname.match(/^\/casino\/(popular|slots|live-casino)\/?$/);
  if (own) return own[1];
  if (pathname === '/casino' || pathname === '/casino/' || pathname === '/') return new URLSearchParams(search).get('category') ?? '';
  return null;
}

export default function CategoryNav({ props }: WidgetRenderProps<CategoryNavProps>) {
  const t = useText();
  const { locale } = useServices().locale;
  const location = useLocation();
  const { data, error } = useEndpoint('getFullCategoryList', { locale });
  const state = categoryListState(data, error, locale);
  const current = currentCategory(location.pathname, location.search);

  useEffect(() => {
    if (state.error) console.warn(state.error.message);
  }, [state.error?.message]); // eslint-disable-line react-hooks/exhaustive-deps -- the message, not the error object: one warning per failure

  const links = [
    ...(!props.allLink ? [] : [{ slug: '', name: t('text.lobby.categories.all'), href: '/casino' }]),
    ...state.categories.map((c) => ({ slug: c.slug, name: c.name, href: categoryPath(c.slug) })),
  ];
  return (
    <Box as="nav" aria-label={t(props.label)} data-testid="category-nav">
      {state.error && <Text role="alert" color="fg.muted" fontSize="sm" mb="2">{t('text.lobby.categories.failed')}</Text>}
      <Stack as="ul" direction="row" gap="2" listStyleType="none" overflowX="auto" pb="1" css={{ scrollbarWidth: 'thin' }}>
        {links.map((link) => {
          const active = current === link.slug;
          return (
            <li key={link.slug || 'all'} style={{ flex: 'none' }}>
              <ChakraLink
                asChild
                variant="plain"
                display="inline-block"
                px="3"
                py="1.5"
                borderRadius="full"
                borderWidth="1px"
                fontSize="sm"
                whiteSpace="nowrap"
                bg={active ? 'accent.solid' : undefined}
                color={active ? 'accent.contrast' : undefined}
                _hover={{ textDecoration: 'none', borderColor: 'accent.solid' }}
              >
                <RouterLink to={link.href} aria-current={active ? 'page' : undefined}>{link.name}</RouterLink>
              </ChakraLink>
            </li>
          );
        })}
      </Stack>
    </Box>
  );
}

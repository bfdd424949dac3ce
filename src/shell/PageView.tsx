// One page document: its title as the page's h1 and the document title, then its body. A page for
// players only shows a sign-in prompt to guests and opens the login modal.
import { useEffect } from 'react';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { RenderNodes } from '../renderer/RenderNode';
import { useScope } from '../renderer/scope';
import { useText } from '../renderer/text';
import { useBrand } from './BrandContext';
import { useRuntimeConfig } from './RuntimeConfig';
import { Navigate, useLocation } from 'react-router';
import { allowedForSelfExcluded, SELF_EXCLUDED_HOME } from '../platform/selfExclusion';
import { useServices } from '../renderer/services';

/** The site's description for search engines, for a page document without its own `description`. */
export const SITE_DESCRIPTION_KEY = 'text.common.metaDescription';

export function PageView({ name }: { name: string }) {
  const bundle = useBrand();
  const { settings } = useRuntimeConfig();
  const scope = useScope();
  const t = useText();
  const { modals: { openModal }, links: { pageUrl } } = useServices();
  const location = useLocation();
  const doc = bundle.pages[name];
  const title = doc ? t(doc.title) : '';
  const description = t(doc?.description ?? SITE_DESCRIPTION_KEY);
  useEffect(() => {
    document.title = settings.brandName ? `${title} | ${settings.brandName}` : title;
    // The server wrote the first page's description; a page opened in the browser writes its own.
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, settings.brandName, description]);

  if (!doc) return <Text role="alert">{t('text.common.pageUnavailable')}</Text>;
  // spec 4: a self-excluded player can only withdraw. Keyed by the location: navigations are transitions,
  // and two in a row (the redirect, then a closing modal's way back) render once; a fresh Navigate
  // redirects again from wherever the page ended up.
  if (scope.auth.selfExcluded && !allowedForSelfExcluded(name)) return <Navigate key={location.key} to={pageUrl(SELF_EXCLUDED_HOME)} replace />;
  const guestOnUserPage = doc.access === 'user' && !scope.auth.authenticated;
  return (
    <Stack gap={6} data-page={name}>
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>{title}</Heading>
      {guestOnUserPage ? (
        <Stack gap={3} align="start">
          <Text>{t('text.auth.loginRequired')}</Text>
          <Button colorPalette="accent" onClick={() => openModal('login')}>{t('text.auth.login')}</Button>
        </Stack>
      ) : (
        <RenderNodes nodes={doc.body} path={`pages/${name}.json#/body`} />
      )}
    </Stack>
  );
}

// The providers page's list (spec 2.1 /providers; page key providers, spec 2.2): each provider links to
// /providers?provider=<slug>, where the page's GameGrid reads query.provider. The chosen one is marked.
import { Box, Heading, Skeleton, Stack, Text, Button } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { WidgetRenderProps } from '../types';
import type { ProviderListProps } from '../../generated/types';
import { useText } from '../../renderer/text';
import { useServices } from '../../renderer/services';
import { useEndpoint } from '../../platform/api/useEndpoint';

export default function ProviderList({ props }: WidgetRenderProps<ProviderListProps>) {
  const t = useText();
  const { resolve } = useServices().links;
  const [query] = useSearchParams();
  const current = query.get('provider');
  const { data, error, isLoading, mutate } = useEndpoint('getProviders', {});
  const providers = data?.data?.providers ?? [];
  const title = props.title;

  return (
    <Box as="section" aria-label={t(title)} data-testid="provider-list">
      {props.title && <Heading as="h2" size="lg" mb="3">{t(props.title)}</Heading>}
      {error ? (
        <Stack role="alert" direction="row" align="center" gap="3">
          <Text>{t('text.lobby.providers.failed')}</Text>
          <Button size="sm" variant="outline" onClick={() => void mutate()}>{t('text.common.retry')}</Button>
        </Stack>
      ) : !isLoading && providers.length === 0 ? (
        <Text role="status" color="fg.muted">{t('text.lobby.providers.none')}</Text>
      ) : (
        <Box as="ul" listStyleType="none" display="grid" gap="3" css={{ gridTemplateColumns: 'repeat(auto-fill, minmax(min(11rem, 45%), 1fr))' }}>
          {isLoading && providers.length === 0
            ? Array.from({ length: 8 }, (_, i) => <li key={i} aria-hidden="true"><Skeleton height="7.5rem" borderRadius="md" /></li>)
            : providers.map((p) => {
              const active = p.slug === current;
              return (
                <li key={p.slug}>
                  <Box
                    asChild
                    display="block"
                    p="3"
                    borderWidth={active ? '2px' : '1px'}
                    borderColor={active ? 'accent.solid' : 'border'}
                    borderRadius="md"
                    bg="bg.panel"
                    textDecoration="none"
                    _hover={{ borderColor: 'accent.solid' }}
                    _focusVisible={{ outline: '2px solid', outlineColor: 'accent.focusRing', outlineOffset: '2px' }}
                  >
                    <RouterLink to={resolve({ page: 'providers', query: { provider: p.slug } }).href} aria-current={active ? 'page' : undefined} data-testid="provider-card">
                      {p.logo && (
                        // The logo repeats the name next to it, so it is decorative.
                        <img src={p.logo} alt="" width={320} height={120} loading="lazy" style={{ width: '100%', height: 'auto', borderRadius: 6, display: 'block' }} />
                      )}
                      <Text mt="2" fontWeight="semibold" lineClamp={1}>{p.name}</Text>
                      {typeof p.gamesCount === 'number' && (
                        <Text fontSize="sm" color="fg.muted">{t('text.lobby.providers.gamesCount', { count: p.gamesCount })}</Text>
                      )}
                    </RouterLink>
                  </Box>
                </li>
              );
            })}
        </Box>
      )}
    </Box>
  );
}

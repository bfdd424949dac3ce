// The favourite heart (spec 6: favourites are for authenticated players). Optimistic: the heart changes at
// once, the call follows, and a refusal puts it back with a message, so a slow network never leaves the
// button lying about what is stored. The favourites list (getFavorites) is refreshed after each change.
import { useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import type { WidgetRenderProps } from '../types';
import type { FavoriteToggleProps } from '../../generated/types';
import { callEndpoint } from '../../platform/api/endpoints';
import { useEndpoint, useRevalidateCalls } from '../../platform/api/useEndpoint';
import { useSession } from '../../platform/session';
import { evaluate } from '../../renderer/expressions';
import { useScope } from '../../renderer/scope';
import { useText } from '../../renderer/text';
import { useServices } from '../../renderer/services';

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2">
      <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.2 4.3 2.4h2c.7-1.2 2.2-2.4 4.3-2.4 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z" />
    </svg>
  );
}

export default function FavoriteToggle({ props }: WidgetRenderProps<FavoriteToggleProps>) {
  const t = useText();
  const scope = useScope();
  const { api } = useServices();
  const { openModal } = useServices().modals;
  const revalidate = useRevalidateCalls();
  const authenticated = useSession((s) => s.authenticated);
  const slugValue = evaluate(props.slug, scope);
  const slug = typeof slugValue === 'string' ? slugValue : '';
  const favorites = useEndpoint('getFavorites', authenticated ? {} : null);
  const stored = favorites.data?.data?.favorites?.rows?.some((g) => g.slug === slug) ?? false;
  // The player's choice while its call runs (and until the list is refreshed); null: follow the server.
  const [pending, setPending] = useState<boolean | null>(null);
  const [failed, setFailed] = useState(false);
  const pressed = pending ?? stored;
  const label = t(pressed ? props.removeText : props.addText);

  const toggle = async () => {
    if (!authenticated) {
      openModal('login');
      return;
    }
    if (!slug || pending !== null) return;
    const next = !pressed;
    setPending(next);
    setFailed(false);
    try {
      await callEndpoint(api, next ? 'addFavorite' : 'removeFavorite', { slug });
      await revalidate('getFavorites');
    } catch {
      setFailed(true); // rollback: pending goes back to null, so the heart shows what is stored
    } finally {
      setPending(null);
    }
  };

  return (
    <Stack gap="1" align="start">
      <Button type="button" variant="outline" size="sm" aria-pressed={authenticated ? pressed : undefined} onClick={toggle}
        disabled={authenticated && (!slug || favorites.isLoading)} data-testid="favorite-toggle" color={pressed ? 'red.500' : undefined}>
        <Heart filled={pressed} />
        {label}
      </Button>
      {failed && <Text role="alert" fontSize="sm" color="fg.error">{t('text.game.favorite.failed')}</Text>}
    </Stack>
  );
}

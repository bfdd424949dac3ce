// The lobby's filters: search (debounced), provider and sort (spec 3 Game sorting). State lives only in
// the address query, so Back undoes a filter, a shared link shows the same games, and a GameGrid with
// {"var": "query.search"} etc. follows without any wiring between the widgets.
import { useEffect, useId, useState } from 'react';
import { Button, Field, Input, NativeSelect, Stack, chakra } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import type { WidgetRenderProps } from '../types';
import type { LobbyFiltersProps } from '../../generated/types';
import { useText } from '../../renderer/text';
import { useEndpoint } from '../../platform/api/useEndpoint';
import { DEFAULT_GAME_SORT, DEFAULT_ORDER, GAME_SORTS, parseGameSorting, type GameSort } from '../../lobby/sorting';
import { claimHeldForm } from '../../ssr/heldInput';

/** The query after one filter changed: blank values are removed, other parameters (modal, category) kept. */
export function withFilter(search: URLSearchParams, changes: Record<string, string | null>): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value.trim() === '') next.delete(key);
    else next.set(key, value);
  }
  return next;
}

export default function LobbyFilters({ props }: WidgetRenderProps<LobbyFiltersProps>) {
  const t = useText();
  const [query, setQuery] = useSearchParams();
  const formId = useId();
  const searchId = useId();
  const providerId = useId();
  const sortId = useId();
  const urlSearch = query.get('search') ?? '';
  const provider = query.get('provider') ?? '';
  const { sort } = parseGameSorting(query.get('sort') ?? undefined, query.get('order') ?? undefined);
  const showProviders = props.provider;
  const providers = useEndpoint('getProviders', showProviders ? {} : null);

  // The box shows what is typed at once; the address follows after a pause, so each keystroke does not
  // fetch games or add a history entry. Back/forward (a new ?search=) puts the address's value back.
  const [typed, setTyped] = useState(urlSearch);
  useEffect(() => setTyped(urlSearch), [urlSearch]);
  const debounceMs = props.debounceMs;
  useEffect(() => {
    if (typed.trim() === urlSearch.trim()) return;
    const timer = setTimeout(() => setQuery((q) => withFilter(q, { search: typed.trim() })), debounceMs);
    return () => clearTimeout(timer);
  }, [typed, urlSearch, debounceMs, setQuery]);

  const set = (changes: Record<string, string | null>) => setQuery((q) => withFilter(q, changes));
  const sortChanges = (key: GameSort) => (key === DEFAULT_GAME_SORT ? { sort: null, order: null } : { sort: key, order: DEFAULT_ORDER[key] });
  const active = Boolean(urlSearch || provider || query.get('sort') || query.get('order'));

  // What was typed or chosen on the server's page before the app ran (issue 24, public/held-input.js) applies now,
  // as it would have then; Enter pressed then searches at once.
  useEffect(() => {
    const held = claimHeldForm(formId);
    const [search, heldProvider, heldSort] = [held.values[searchId], held.values[providerId], held.values[sortId]];
    const changes: Record<string, string | null> = {};
    if (typeof search === 'string') setTyped(search);
    if (typeof search === 'string' && held.submitted) changes.search = search.trim();
    if (typeof heldProvider === 'string') changes.provider = heldProvider;
    if (typeof heldSort === 'string' && (GAME_SORTS as readonly string[]).includes(heldSort)) Object.assign(changes, sortChanges(heldSort as GameSort));
    if (Object.keys(changes).length) set(changes);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, on mount: what was typed before hydration is claimed a single time

  return (
    // A form so Enter applies the search at once (no wait for the pause); nothing is posted anywhere: before the
    // app runs, a post to the page's address with no field (none is named), which sends the player back.
    <chakra.form id={formId} method="post" role="search" aria-label={t(props.label)} data-testid="lobby-filters"
      onSubmit={(e) => { e.preventDefault(); set({ search: typed.trim() }); }}>
      <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ base: 'stretch', md: 'end' }}>
        {props.search && (
          <Field.Root flex="2">
            <Field.Label htmlFor={searchId}>{t('text.lobby.filters.search')}</Field.Label>
            <Input
              id={searchId}
              type="search"
              value={typed}
              placeholder={t('text.lobby.filters.searchPlaceholder')}
              autoComplete="off"
              enterKeyHint="search"
              onChange={(e) => setTyped(e.currentTarget.value)}
            />
          </Field.Root>
        )}
        {showProviders && (
          <Field.Root flex="1">
            <Field.Label htmlFor={providerId}>{t('text.lobby.filters.provider')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field id={providerId} value={provider} onChange={(e) => set({ provider: e.currentTarget.value })}>
                <option value="">{t('text.lobby.filters.allProviders')}</option>
                {/* A provider of a shared link that the list does not (yet) hold stays selectable. */}
                {provider && !providers.data?.data?.providers?.some((p) => p.slug === provider) && <option value={provider}>{provider}</option>}
                {providers.data?.data?.providers?.map((p) => <option key={p.slug} value={p.slug}>{p.name}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {providers.error != null && <Field.HelperText role="alert">{t('text.lobby.filters.providersFailed')}</Field.HelperText>}
          </Field.Root>
        )}
        {props.sort && (
          <Field.Root flex="1">
            <Field.Label htmlFor={sortId}>{t('text.lobby.filters.sort')}</Field.Label>
            <NativeSelect.Root>
              {/* One choice per spec 3 sorting key, in the key's default order (newest first, A-Z ...);
                  the address still takes any ?order= a link carries. */}
              <NativeSelect.Field
                id={sortId}
                value={sort}
                onChange={(e) => set(sortChanges(e.currentTarget.value as GameSort))}
              >
                {GAME_SORTS.map((key) => <option key={key} value={key}>{t(`text.lobby.filters.sorts.${key}`)}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        )}
        {active && (
          <Button variant="ghost" onClick={() => { setTyped(''); set({ search: null, provider: null, sort: null, order: null }); }}>
            {t('text.lobby.filters.clear')}
          </Button>
        )}
      </Stack>
    </chakra.form>
  );
}

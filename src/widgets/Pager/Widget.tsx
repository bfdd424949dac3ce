// Previous / Next and 'Page X of Y' (paging.ts holds the rules). A click emits page; a page past the end
// emits outOfRange with the last page, once per answer, in an effect. After a page change that a click
// started, the top of the pager's parent (the list) comes into view if it scrolled away.
import { useEffect, useRef } from 'react';
import { Button, HStack, Text } from '@chakra-ui/react';
import type { WidgetRenderProps } from '../types';
import type { PagerProps } from '../../generated/types';
import { evaluate, truthy } from '../../renderer/expressions';
import { useScope } from '../../renderer/scope';
import { useText } from '../../renderer/text';
import { pagerState } from './paging';

export default function Pager({ props, emit }: WidgetRenderProps<PagerProps>) {
  const t = useText();
  const scope = useScope();
  const size = props.pageSize === undefined ? 20 : Number(evaluate(props.pageSize, scope));
  const pageSize = Number.isInteger(size) && size >= 1 ? size : 20;
  // A total declared but not there (yet) counts as none: one page.
  const total = props.total === undefined ? undefined : evaluate(props.total, scope) ?? null;
  const hasMore = props.hasMore === undefined ? undefined : evaluate(props.hasMore, scope);
  const busy = props.busy !== undefined && truthy(evaluate(props.busy, scope));
  const state = pagerState(evaluate(props.page, scope), pageSize, total, hasMore);
  const moveTo = state.pastTheEnd && !busy ? state.pages : null;

  useEffect(() => {
    if (moveTo !== null) void emit('outOfRange', { page: moveTo });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page to move to (emit is new on every render)
  }, [moveTo]);

  const nav = useRef<HTMLDivElement>(null);
  const clicked = useRef(false);
  useEffect(() => {
    if (!clicked.current) return;
    clicked.current = false;
    const top = nav.current?.parentElement;
    if (top && top.getBoundingClientRect().top < 0 && typeof top.scrollIntoView === 'function') top.scrollIntoView({ block: 'start' });
  }, [state.page]);

  if (state.pastTheEnd || (!state.hasPrevious && !state.hasNext)) return null;
  const go = (page: number) => { clicked.current = true; void emit('page', { page }); };
  return (
    <HStack as="nav" ref={nav} aria-label={t(props.label)} gap="3" justify="space-between" wrap="wrap">
      <Button type="button" size="sm" variant="outline" disabled={!state.hasPrevious} onClick={() => go(state.page - 1)}>{t(props.previous)}</Button>
      <Text role="status" aria-live="polite" fontSize="sm">{t(props.status, { page: state.page, pages: state.pages ?? '' })}</Text>
      <Button type="button" size="sm" variant="outline" disabled={!state.hasNext} onClick={() => go(state.page + 1)}>{t(props.next)}</Button>
    </HStack>
  );
}

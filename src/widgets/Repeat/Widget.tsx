// The repeat primitive (DESIGN: repeat nodes): the same children once per item, each under a scope with
// item and index. The children are one element tree rendered under several scopes. Without a list
// element the items sit straight in the parent's layout (a Grid's cells, a Stack's rows).
import { Fragment, useMemo } from 'react';
import type { WidgetRenderProps } from '../types';
import type { RepeatProps } from '../../generated/types';
import { evaluate } from '../../renderer/expressions';
import { freezeDeep, ScopeContext, useScope } from '../../renderer/scope';

const LIST_STYLE = { listStyle: 'none', padding: 0, margin: 0 } as const;

export default function Repeat({ props, children }: WidgetRenderProps<RepeatProps>) {
  const scope = useScope();
  const list = evaluate(props.items, scope);
  const scopes = useMemo(() => {
    const items = Array.isArray(list) ? list.slice(0, props.limit ?? list.length) : [];
    return items.map((item, index) => freezeDeep({ ...scope, item, index }));
  }, [scope, list, props.limit]);
  const entries = scopes.map((itemScope, index) => {
    const key = props.keyBy === undefined ? index : String(evaluate(props.keyBy, itemScope));
    const content = <ScopeContext.Provider value={itemScope}>{children}</ScopeContext.Provider>;
    return props.as === 'ul' || props.as === 'ol' ? <li key={key}>{content}</li> : <Fragment key={key}>{content}</Fragment>;
  });
  if (props.as === 'ul') return <ul style={LIST_STYLE}>{entries}</ul>;
  if (props.as === 'ol') return <ol style={LIST_STYLE}>{entries}</ol>;
  return <>{entries}</>;
}

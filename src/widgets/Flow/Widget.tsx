// The flow primitive (DESIGN: flow nodes): a step and values its steps read (flow.step, flow.values) and
// that flowStep and flowSet move. A step or value kept in the address is the address's: the flow reads
// it from there and writes it there (replace, so Back leaves the page, not each step; flowSet's
// history push adds an entry instead, for a filter or a page that Back should return to).
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { WidgetRenderProps } from '../types';
import type { FlowProps } from '../../generated/types';
import { evaluateEach } from '../../renderer/expressions';
import { freezeDeep, ScopeContext, useScope, type FlowState } from '../../renderer/scope';
import { NodeServicesContext, useNodeServices } from '../../renderer/nodeServices';
import { startStep, startValues, stepAfter } from '../../flow/flowState';

/** No values kept in the address: one object, so the controls below are not made again each render. */
const NO_QUERY_PARAMS: Record<string, string> = {};

export default function Flow({ props, children }: WidgetRenderProps<FlowProps>) {
  const scope = useScope();
  const parent = useNodeServices();
  const [search, setSearch] = useSearchParams();
  const queryParams = props.queryParams ?? NO_QUERY_PARAMS;
  const query = Object.fromEntries(search);
  // Steps and values not kept in the address live here.
  const [ownStep, setOwnStep] = useState(() => startStep(props.steps, null, props.initial));
  const [ownValues, setOwnValues] = useState(() => evaluateEach(props.values ?? {}, scope));

  const step = props.stepParam ? startStep(props.steps, query[props.stepParam], props.initial) : ownStep;
  const values = startValues(ownValues, queryParams, query);

  const writeAddress = useCallback((changes: Record<string, string | null>, push = false) => {
    setSearch((previous) => {
      const next = new URLSearchParams(previous);
      for (const [param, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(param);
        else next.set(param, value);
      }
      return next;
    }, { replace: !push });
  }, [setSearch]);

  const controls = useMemo(() => ({
    go(to: string) {
      const target = stepAfter(props.steps, step, to);
      if (props.stepParam) writeAddress({ [props.stepParam]: target });
      else setOwnStep(target);
    },
    set(changes: Record<string, unknown>, options?: { history?: 'push' | 'replace' }) {
      const inAddress: Record<string, string | null> = {};
      const own: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(changes)) {
        if (queryParams[name]) inAddress[queryParams[name]] = value === null || value === undefined ? null : String(value);
        else own[name] = value;
      }
      if (Object.keys(own).length) setOwnValues((previous) => ({ ...previous, ...own }));
      if (Object.keys(inAddress).length) writeAddress(inAddress, options?.history === 'push');
    },
  }), [props.steps, props.stepParam, step, queryParams, writeAddress]);

  const services = useMemo(() => ({
    ...parent,
    flow: (name?: string) => (!name || name === props.name ? controls : parent.flow(name)),
  }), [parent, props.name, controls]);

  const index = props.steps.indexOf(step);
  const flow: FlowState = { name: props.name, step, index, first: index === 0, last: index === props.steps.length - 1, values };
  const inner = useMemo(() => freezeDeep({ ...scope, flow }), [scope, step, JSON.stringify(values)]); // eslint-disable-line react-hooks/exhaustive-deps -- values is a new object each render: its JSON is the dependency

  return (
    <NodeServicesContext.Provider value={services}>
      <ScopeContext.Provider value={inner}>{children}</ScopeContext.Provider>
    </NodeServicesContext.Provider>
  );
}

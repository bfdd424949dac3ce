// A named value source: runs one of the pure rules of src/rewards/computeRules.ts (the rule and its args
// are the document's) with the page's clock, the player's time zone and language, and gives the result to
// its children as data.<name>.value, as a Data node gives a call's answer. Computed in an effect, so the
// server draws the children without it (no clock or random value differs at hydration).
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { WidgetRenderProps } from '../types';
import type { ComputeProps } from '../../generated/types';
import { evaluateEach } from '../../renderer/expressions';
import { freezeDeep, ScopeContext, useScope, type DataState } from '../../renderer/scope';
import { NodeServicesContext, useNodeServices } from '../../renderer/nodeServices';
import { COMPUTE_RULES, type ComputeRuleName } from '../../rewards/computeRules';
import { playerTimeZone } from '../../platform/timeZone';


export default function Compute({ props, children }: WidgetRenderProps<ComputeProps>) {
  const scope = useScope();
  const parent = useNodeServices();
  const args = evaluateEach(props.args ?? {}, scope);
  const argsKey = JSON.stringify(args);
  const locale = scope.brand.locale || 'en';
  // The moment the rule runs at: set after mount, again every refreshMs and on the refetch action.
  const [now, setNow] = useState<number | null>(null);
  const rerun = useCallback(() => setNow(Date.now()), []);
  useEffect(() => {
    rerun();
    if (!props.refreshMs) return undefined;
    const timer = setInterval(rerun, props.refreshMs);
    return () => clearInterval(timer);
  }, [rerun, props.refreshMs]);

  const value = useMemo(() => {
    if (now === null) return null;
    const rule = COMPUTE_RULES[props.rule as ComputeRuleName];
    return rule(JSON.parse(argsKey) as Record<string, unknown>, {
      now: new Date(now), timeZone: playerTimeZone(), locale, random: Math.random, origin: window.location.origin,
    });
  }, [now, props.rule, argsKey, locale]);

  const state: DataState = { value, loading: value === null, error: null };
  const inner = useMemo(() => freezeDeep({ ...scope, data: { ...scope.data, [props.name]: state } }),
    [scope, props.name, value]); // eslint-disable-line react-hooks/exhaustive-deps -- state is a new object each render: its value is the dependency
  const services = useMemo(() => ({
    ...parent,
    refetch: (name: string) => (name === props.name ? (rerun(), true) : parent.refetch(name)),
  }), [parent, props.name, rerun]);

  return (
    <NodeServicesContext.Provider value={services}>
      <ScopeContext.Provider value={inner}>{children}</ScopeContext.Provider>
    </NodeServicesContext.Provider>
  );
}

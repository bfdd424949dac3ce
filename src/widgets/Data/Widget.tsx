// The data primitive (DESIGN: data nodes): an endpoint's answer, loading and error state for the
// children's expressions, from SWR (src/platform/api/useEndpoint.ts useCall: one request per endpoint and
// params, shared by every node and widget that asks the same). Effects only: nothing is fetched while
// rendering on a server.
import { useCallback, useEffect, useMemo } from 'react';
import type { WidgetRenderProps } from '../types';
import type { DataProps } from '../../generated/types';
import { callEndpoint, type EndpointName } from '../../platform/api/endpoints';
import { ApiError } from '../../platform/api/client';
import { callKey, viewerOf } from '../../platform/api/callCache';
import { useCall } from '../../platform/api/useEndpoint';
import { evaluateEach, isVisible } from '../../renderer/expressions';
import { freezeDeep, ScopeContext, useScope, type DataState } from '../../renderer/scope';
import { NodeServicesContext, useNodeServices } from '../../renderer/nodeServices';
import { useSocketEvents } from '../../renderer/socketEvents';
import { useServices } from '../../renderer/services';
import type { WalletSocketEvent } from '../../platform/realtimeStatus';

function errorOf(error: unknown): DataState['error'] {
  if (!error) return null;
  if (error instanceof ApiError) return { status: error.status, message: error.serverMessage || error.message };
  return { status: 0, message: error instanceof Error ? error.message : String(error) };
}

export default function Data({ props, children, emit, node }: WidgetRenderProps<DataProps>) {
  const scope = useScope();
  const { api } = useServices();
  const parent = useNodeServices();
  const main = isVisible(props.enabled, scope);
  // While the main call is held back, otherwise (when declared) is made instead under the same name.
  const source = main ? props : props.otherwise;
  const enabled = main || source !== undefined;
  const endpoint = (source ?? props).endpoint;
  const params = evaluateEach((source ?? props).params ?? {}, scope);
  // The key holds the endpoint and params, so a change of them (a filter in the address, a sign-in) fetches anew, and
  // the player, so another player signing in on this tab never sees the previous one's answer from the cache.
  const viewer = viewerOf(scope.auth?.authenticated === true, scope.user?.userId);
  const key = enabled ? callKey(endpoint, params, viewer) : null;
  const fetcher = () => callEndpoint(api, endpoint as EndpointName, params as never);
  // A guest's answer is the server's to preload (a player's never is: the server has no session).
  const { data, error, isLoading, mutate } = useCall(key, fetcher, {
    preload: viewer === undefined, refreshInterval: props.refreshMs ?? 0, keepPreviousData: true,
    revalidateOnFocus: props.refreshOnFocus === true,
  });
  const refetch = useCallback(() => { void mutate(); }, [mutate]);
  useSocketEvents((props.refetchOn ?? []) as WalletSocketEvent[], refetch);
  // Each new answer (not a cached one shown again) emits load, so a document can act on fresh data (the
  // bonus history's active bonus refreshing the auth state, spec 4). An effect: never on the server.
  const hasLoad = Boolean(node?.on?.load);
  useEffect(() => {
    if (data === undefined || data === null || !hasLoad) return;
    void emit('load', data);
  }, [data]); // eslint-disable-line react-hooks/exhaustive-deps -- each new answer emits load once: emit is new each render

  const state: DataState = { value: data ?? null, loading: enabled && isLoading, error: errorOf(error) };
  const inner = useMemo(() => freezeDeep({ ...scope, data: { ...scope.data, [props.name]: state } }),
    [scope, props.name, state.value, state.loading, state.error?.status, state.error?.message]); // eslint-disable-line react-hooks/exhaustive-deps -- state is a new object each render: its fields are the dependencies
  const services = useMemo(() => ({
    ...parent,
    refetch: (name: string) => (name === props.name ? (refetch(), true) : parent.refetch(name)),
  }), [parent, props.name, refetch]);

  return (
    <NodeServicesContext.Provider value={services}>
      <ScopeContext.Provider value={inner}>{children}</ScopeContext.Provider>
    </NodeServicesContext.Provider>
  );
}

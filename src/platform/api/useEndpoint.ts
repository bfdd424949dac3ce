// Reading a call's answer in a widget: SWR keyed by the call's name and parameters, through the one api
// client (spec 7 rules apply). `params: null` waits (nothing is fetched), e.g. until a slug or a token is
// known. Failures stay in `error` for the widget to show; the rest of the page keeps working.
import useSWR, { type SWRConfiguration } from 'swr';
import { callEndpoint, type EndpointAnswers, type EndpointName, type EndpointParams } from './endpoints';
import { useRuntimeConfig } from '../../shell/RuntimeConfig';

export function useEndpoint<N extends EndpointName>(name: N, params: EndpointParams[N] | null, config?: SWRConfiguration<EndpointAnswers[N]>) {
  const { api } = useRuntimeConfig();
  return useSWR<EndpointAnswers[N]>(
    params === null ? null : [name, JSON.stringify(params)],
    () => callEndpoint(api, name, params as never),
    { revalidateOnFocus: false, shouldRetryOnError: false, keepPreviousData: true, ...config },
  );
}

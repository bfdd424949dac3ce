import { lazy, Suspense } from 'react';
import { Skeleton, Stack } from '@chakra-ui/react';
import type { WidgetRenderProps } from '../types';
import type { FormProps } from '../../generated/types';
import { useServices } from '../../renderer/services';
import { useActionBase, useRenderer } from '../../renderer/RendererContext';
import { useScope } from '../../renderer/scope';
import { evaluate } from '../../renderer/expressions';
import { runActions } from '../../renderer/runActions';
import { NodeFallback } from '../../renderer/NodeFallback';

// rjsf and the validation vocabulary load with the first form, not with every page.
const FormView = lazy(() => import('../../forms/FormView'));

export default function Form({ props, emit, path }: WidgetRenderProps<FormProps>) {
  const { brand } = useServices();
  const renderer = useRenderer();
  const actionBase = useActionBase();
  const scope = useScope();
  const doc = brand.forms[props.form];
  if (!doc) return <NodeFallback dev={renderer.dev} path={`${path}/props/form`} type="Form" message={`No form document "${props.form}"`} />;
  const submit = async (data: Record<string, unknown>, extra?: Partial<typeof scope>) => {
    await runActions(doc.submit, { ...actionBase, scope: extra ? { ...scope, ...extra } : scope }, data);
    await emit('success', data);
  };
  return (
    <Suspense fallback={<Stack gap={3} aria-busy="true">{[0, 1, 2].map((i) => <Skeleton key={i} height="10" />)}</Stack>}>
      <FormView name={props.form} instance={props.instance === undefined ? undefined : String(evaluate(props.instance, scope) ?? '')} doc={props.values ? { ...doc, initial: { ...doc.initial, ...props.values } } : doc} submit={submit} api={actionBase.services.api} />
    </Suspense>
  );
}

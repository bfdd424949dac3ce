// A labelled native select (the phone's own picker, the keyboard's own behaviour). It shows the value its
// expression gives when that is one of the options, else the empty option; a choice emits change. Options
// are the document's texts (options), then words from data (optionsFrom: a Data node's list).
import { useId } from 'react';
import { Field, NativeSelect } from '@chakra-ui/react';
import type { WidgetRenderProps } from '../types';
import type { SelectProps } from '../../generated/types';
import { evaluate } from '../../renderer/expressions';
import { useScope } from '../../renderer/scope';
import { useText } from '../../renderer/text';
import { optionsFrom } from './options';

export default function Select({ props, emit }: WidgetRenderProps<SelectProps>) {
  const t = useText();
  const scope = useScope();
  const id = useId();
  const raw = props.value === undefined ? '' : evaluate(props.value, scope);
  const options = [
    ...(props.options ?? []).map((o) => ({ value: o.value, label: t(o.label) })),
    ...(props.optionsFrom ? optionsFrom(props.optionsFrom, scope) : []),
  ];
  const known = options.some((o) => o.value === String(raw ?? ''));
  const value = known ? String(raw) : props.emptyOption || !options.length ? '' : options[0].value;
  return (
    <Field.Root flex="1" minW="0">
      <Field.Label htmlFor={id}>{t(props.label)}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field id={id} value={value} onChange={(e) => void emit('change', { value: e.currentTarget.value })}>
          {props.emptyOption && <option value="">{t(props.emptyOption)}</option>}
          {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

// A field the document declares in the pay form of the Deposit node above (src/cashier/depositFields.ts): its
// name is the deposit body's key, its rule, starting value and texts are props. Used for spec 2.5 'A Skrill
// email step' (name accountEmail, format email, starting with the player's e-mail, shown when
// cashier.method.accountEmail). Its problem shows once it was changed, or Pay pressed; Pay focuses it first
// when it is the first wrong field, and sends it while it is shown. With `detail` instead of `name`, it is a field of the
// brand's own, sent in the body's details object (issue 26 item 5; src/cashier/depositDetails.ts).
import { useEffect, useRef } from 'react';
import { Field, Input } from '@chakra-ui/react';
import type { DepositFieldProps } from '../../generated/types';
import type { WidgetRenderProps } from '../types';
import { evaluate } from '../../renderer/expressions';
import { useScope } from '../../renderer/scope';
import { useText } from '../../renderer/text';
import { depositFieldProblem, depositFieldValue, type DepositFieldProblem } from '../../cashier/depositFields';
import { DEPOSIT_DETAIL_MAX_LENGTH, DETAILS_PREFIX } from '../../cashier/depositDetails';
import { useDeposit } from '../Deposit/context';
import { methodTitle } from '../Deposit/methods';

export default function DepositField({ props }: WidgetRenderProps<DepositFieldProps>) {
  const t = useText();
  const scope = useScope();
  const { method, input, change, attempted, paying, declareField } = useDeposit('DepositField');
  // The key the Deposit node sends it under: details.<detail> goes into the body's details object.
  const name = props.detail ? `${DETAILS_PREFIX}${props.detail}` : props.name ?? '';
  const maxLength = props.maxLength ?? (props.detail ? DEPOSIT_DETAIL_MAX_LENGTH : undefined);
  const own = input.fields[name] ?? { value: '', touched: false };
  const value = depositFieldValue(own.value, own.touched, props.initial === undefined ? '' : evaluate(props.initial, scope));
  const problem = depositFieldProblem(value, { required: props.required, format: props.format, maxLength });
  // Texts take {{method}}, the chosen method's title.
  const values = { method: methodTitle(method) };
  const message = (p: DepositFieldProblem) => t(p === 'required' ? props.messages.required : props.messages.invalid, values);
  const error = problem && (attempted || own.touched) ? message(problem) : null;

  // The Deposit node reads the latest value at Pay: through a ref, so the declaration is made once.
  const latest = useRef({ value, problem, message });
  latest.current = { value, problem, message };
  const element = useRef<HTMLInputElement | null>(null);
  useEffect(() => declareField({
    name,
    value: () => latest.current.value,
    problem: () => latest.current.problem,
    message: (p) => latest.current.message(p),
    focus: () => element.current?.focus(),
  }), [name, declareField]);

  const set = (text: string) => change({ fields: { ...input.fields, [name]: { value: text, touched: true } } });
  const email = props.format === 'email';
  return (
    <Field.Root invalid={!!error} required={props.required} disabled={paying}>
      <Field.Label>{t(props.label, values)}</Field.Label>
      <Input
        ref={element}
        type={props.inputType ?? (email ? 'email' : 'text')}
        name={name}
        value={value}
        onChange={(e) => set(e.currentTarget.value)}
        onBlur={() => { if (!own.touched) set(value); }}
        autoComplete={props.autoComplete ?? (email ? 'email' : undefined)}
        inputMode={email ? 'email' : undefined}
        spellCheck={email ? false : undefined}
        maxLength={maxLength}
        data-testid={`deposit-field-${name}`}
      />
      {props.hint && <Field.HelperText>{t(props.hint, values)}</Field.HelperText>}
      <Field.ErrorText data-testid={`deposit-field-${name}-error`}>{error}</Field.ErrorText>
    </Field.Root>
  );
}

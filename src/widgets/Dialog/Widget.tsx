// A dialog declared on the page: open by an expression, its buttons the document's children.
import type { DialogProps } from '../../generated/types';
import type { WidgetRenderProps } from '../types';
import { evaluate } from '../../renderer/expressions';
import { useScope } from '../../renderer/scope';
import { useText } from '../../renderer/text';
import { useTextValues } from '../../renderer/useTextValues';
import { PlayDialog } from '../../play/PlayDialog';

export default function Dialog({ props, children, emit }: WidgetRenderProps<DialogProps>) {
  const t = useText();
  const scope = useScope();
  const values = useTextValues(props.values, props.formats);
  const open = !!evaluate(props.open, scope);
  return (
    <PlayDialog open={open} role={props.role} testId={props.testId} title={t(props.title, values)} onClose={() => void emit('close')} footer={children}>
      {props.text ? t(props.text, values) : ''}
    </PlayDialog>
  );
}

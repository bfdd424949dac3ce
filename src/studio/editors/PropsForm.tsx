// A node's props as a form built from its widget's props.schema.json (issue 27 item 3): titles, descriptions,
// enums and defaults as the schema says, pickers for its x-refs, and validate's problems at their fields.
import { useMemo } from 'react';
import { Text } from '@chakra-ui/react';
import type { RJSFSchema } from '@rjsf/utils';
import { formSchema } from '../model/schema';
import { sharedSchemas } from '../model/catalog';
import { errorSchemaOf } from '../model/problems';
import { SchemaForm } from './SchemaForm';
import type { StudioContext, StudioProblem } from './types';

const SHARED = sharedSchemas();

export interface PropsFormProps {
  type: string;
  /** The node's props (undefined when it has none). */
  value: Record<string, unknown> | undefined;
  onChange(next: Record<string, unknown> | undefined): void;
  /** The document's problems, and where this node's props sit in it (/body/0/props). */
  problems: StudioProblem[];
  pointer: string;
  context: StudioContext;
}

export function PropsForm({ type, value, onChange, problems, pointer, context }: PropsFormProps) {
  const widget = context.widgets[type];
  const made = useMemo(() => (widget ? formSchema(widget.schema, SHARED, context.lists) : undefined), [widget, context.lists]);
  const errors = useMemo(() => errorSchemaOf(problems, pointer), [problems, pointer]);
  if (!made) return <Text role="alert">There is no widget {type} in the registry, so its props cannot be shown as a form.</Text>;
  return (
    <SchemaForm
      idPrefix={`props${pointer.replace(/[^A-Za-z0-9]/g, '_')}`}
      schema={made.schema as RJSFSchema}
      uiSchema={made.uiSchema}
      value={value ?? {}}
      errors={errors}
      context={context}
      // A node without props is written without them.
      onChange={(next) => onChange(next && typeof next === 'object' && Object.keys(next).length ? next as Record<string, unknown> : undefined)}
    />
  );
}

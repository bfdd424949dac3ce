// settings.json (issue 27 item 7): an rjsf form from the settings schema (schemas/settings.schema.json), each
// problem at its field.
import { useMemo } from 'react';
import type { RJSFSchema } from '@rjsf/utils';
import { formSchema } from '../model/schema';
import { sharedSchemas } from '../model/catalog';
import { errorSchemaOf } from '../model/problems';
import { SchemaForm } from './SchemaForm';
import type { EditorProps } from './types';

const SHARED = sharedSchemas();
const SETTINGS = (() => {
  const { $schema: _s, ...properties } = SHARED['settings.schema.json'].properties as Record<string, unknown>;
  return formSchema({ ...SHARED['settings.schema.json'], properties }, SHARED);
})();

export function SettingsEditor({ value, onChange, problems, context }: EditorProps<Record<string, unknown>>) {
  const errors = useMemo(() => errorSchemaOf(problems, ''), [problems]);
  const { $schema, ...own } = value;
  return (
    <SchemaForm idPrefix="settings" schema={SETTINGS.schema as RJSFSchema} uiSchema={SETTINGS.uiSchema} value={own} errors={errors} context={context}
      onChange={(next) => onChange($schema === undefined ? next as Record<string, unknown> : { $schema, ...(next as Record<string, unknown>) })} />
  );
}

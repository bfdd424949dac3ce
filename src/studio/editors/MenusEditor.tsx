// menus.json (issue 27 item 6): each menu's entries in order (add, remove, move), and the selected entry as a
// form of the menu schema's entry (label, to or path, scope, when), its problems at its fields.
import { useId, useMemo, useState } from 'react';
import { Field, NativeSelect, Stack } from '@chakra-ui/react';
import type { RJSFSchema } from '@rjsf/utils';
import { formSchema } from '../model/schema';
import { sharedSchemas } from '../model/catalog';
import { errorSchemaOf, problemsWithin } from '../model/problems';
import { joinPointer, setAt } from '../model/json';
import { ListEditor } from './ListEditor';
import { SchemaForm } from './SchemaForm';
import type { EditorProps } from './types';

type Entry = Record<string, unknown>;
type MenusDoc = { menus?: Record<string, Entry[]> } & Record<string, unknown>;

const SHARED = sharedSchemas();
const menuSchema = SHARED['menu.schema.json'] as { definitions: Record<string, Record<string, unknown>> };
const ENTRY = formSchema({ ...menuSchema.definitions.entry, definitions: menuSchema.definitions }, SHARED);

export function MenusEditor({ value, onChange, problems, context }: EditorProps<MenusDoc>) {
  const names = Object.keys(value.menus ?? {});
  const [menu, setMenu] = useState(names[0]);
  const id = useId();
  const entries = (menu && value.menus?.[menu]) || [];
  const base = joinPointer('/menus', menu ?? '');
  const setEntries = (next: Entry[]) => onChange(setAt(value, base, next));
  const english = useMemo(() => context.texts, [context.texts]);
  return (
    <Stack gap={4}>
      <Field.Root maxW="xs">
        <Field.Label htmlFor={id}>Menu</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field id={id} value={menu} onChange={(e) => setMenu(e.target.value)}>
            {names.map((n) => <option key={n} value={n}>{n}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <ListEditor<Entry>
        key={menu}
        label={`Entries of ${menu}`}
        items={entries}
        onChange={setEntries}
        itemLabel={(entry) => {
          const label = typeof entry.label === 'string' ? entry.label : '';
          return english[label] ? `${english[label]} (${label})` : label || '(no label)';
        }}
        // A new entry leads to the first page key; its label is the operator's to choose (validate asks for one).
        newItem={() => ({ label: '', to: { page: context.pageKeys[0] ?? '' } })}
        addLabel="Add an entry"
        problemCount={(i) => problemsWithin(problems, joinPointer(base, i)).length}
      >
        {(i) => (
          <SchemaForm key={`${menu}-${i}`} idPrefix={`menu_${menu}_${i}`} schema={ENTRY.schema as RJSFSchema} uiSchema={ENTRY.uiSchema} context={context}
            value={entries[i]} errors={errorSchemaOf(problems, joinPointer(base, i))}
            onChange={(next) => setEntries(entries.map((e, j) => (j === i ? next as Entry : e)))} />
        )}
      </ListEditor>
    </Stack>
  );
}

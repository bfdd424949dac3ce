// The condition builder for `when` and `lockedWhen` (issue 27 item 3): is signed in, a setting is on, a value
// equals, all of, any of; the raw expression one click away. It reads and writes the project's expression JSON
// (src/studio/model/condition.ts); a part it cannot show is a raw part, edited as JSON and never lost.
import { useId, useState } from 'react';
import { Box, Button, Checkbox, Field, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';
import { newCondition, readCondition, writeCondition, type Condition, type ConditionKind, type Expression } from '../model/condition';
import { RawJson } from './RawJson';
import { CONDITION_KINDS } from './words';

export interface ConditionBuilderProps {
  /** What the condition decides, e.g. "Shown when" or "Locked when". */
  label: string;
  /** The expression; undefined when there is none. */
  value: Expression | undefined;
  onChange(next: Expression | undefined): void;
  errors?: string[];
  /** Setting names the builder offers. */
  settings?: string[];
}

/** A literal as typed: true, false, null and numbers are JSON; anything else is a string. */
function literal(text: string): string | number | boolean | null {
  if (/^(true|false|null)$/.test(text) || (/^-?\d+(\.\d+)?$/.test(text))) return JSON.parse(text) as number | boolean | null;
  return text;
}
const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function Select({ label, value, options, onChange }: { label: string; value: string; options: [string, string][]; onChange(v: string): void }) {
  const id = useId();
  return (
    <Field.Root>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field id={id} value={value} onChange={(e) => onChange(e.target.value)}>
          {options.map(([v, text]) => <option key={v} value={v}>{text}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

function TextInput({ label, value, onChange, list }: { label: string; value: string; onChange(v: string): void; list?: string }) {
  const id = useId();
  return (
    <Field.Root>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <Input id={id} size="sm" value={value} list={list} onChange={(e) => onChange(e.target.value)} />
    </Field.Root>
  );
}

function Not({ checked, onChange }: { checked: boolean; onChange(v: boolean): void }) {
  return (
    <Checkbox.Root recipe={checkboxSlotRecipe} size="sm" checked={checked} onCheckedChange={(e) => onChange(e.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>Not</Checkbox.Label>
    </Checkbox.Root>
  );
}

function ConditionPart({ condition, onChange, onRemove, depth, settingsList }: { condition: Condition; onChange(next: Condition): void; onRemove?: () => void; depth: number; settingsList?: string }) {
  const kinds = Object.entries(CONDITION_KINDS) as [ConditionKind, string][];
  return (
    <Stack gap={2} borderLeftWidth={depth ? '2px' : 0} pl={depth ? 3 : 0} role="group" aria-label={`Condition: ${CONDITION_KINDS[condition.kind]}`}>
      <Stack direction="row" gap={2} align="flex-end" wrap="wrap">
        <Box minW="40">
          <Select label="Condition" value={condition.kind} options={kinds} onChange={(kind) => onChange(
            // A raw part keeps its expression when it is made raw again; another kind starts fresh.
            kind === 'raw' ? { kind: 'raw', expression: writeCondition(condition) } : newCondition(kind as ConditionKind))} />
        </Box>
        {(condition.kind === 'signedIn' || condition.kind === 'setting') && <Not checked={condition.negate} onChange={(negate) => onChange({ ...condition, negate })} />}
        {condition.kind === 'setting' && <TextInput label="Setting" value={condition.name} list={settingsList} onChange={(name) => onChange({ ...condition, name })} />}
        {condition.kind === 'equals' && (
          <>
            <TextInput label="Value of" value={condition.path} onChange={(path) => onChange({ ...condition, path })} />
            <Box minW="24">
              <Select label="Is" value={condition.op} options={[['==', 'equal to'], ['!=', 'not equal to'], ['===', 'exactly'], ['!==', 'not exactly']]}
                onChange={(op) => onChange({ ...condition, op: op as typeof condition.op })} />
            </Box>
            <TextInput label="Value" value={shown(condition.value)} onChange={(text) => onChange({ ...condition, value: literal(text) })} />
          </>
        )}
        {onRemove && <Button size="sm" variant="outline" onClick={onRemove}>Remove condition</Button>}
      </Stack>
      {condition.kind === 'raw' && <RawJson label="Expression (JSON)" value={condition.expression} rows={3} onChange={(expression) => onChange({ kind: 'raw', expression: expression ?? null })} />}
      {(condition.kind === 'all' || condition.kind === 'any') && (
        <Stack gap={3}>
          {condition.items.map((item, i) => (
            <ConditionPart key={i} depth={depth + 1} condition={item} settingsList={settingsList}
              onChange={(next) => onChange({ ...condition, items: condition.items.map((c, j) => (j === i ? next : c)) })}
              onRemove={condition.items.length > 1 ? () => onChange({ ...condition, items: condition.items.filter((_, j) => j !== i) }) : undefined} />
          ))}
          <Box><Button size="sm" variant="outline" onClick={() => onChange({ ...condition, items: [...condition.items, newCondition('signedIn')] })}>Add a condition</Button></Box>
        </Stack>
      )}
    </Stack>
  );
}

export function ConditionBuilder({ label, value, onChange, errors = [], settings = [] }: ConditionBuilderProps) {
  const [raw, setRaw] = useState(false);
  const listId = useId();
  return (
    <Box as="fieldset" borderWidth="1px" borderRadius="md" p={3}>
      <Box as="legend" px={1} fontWeight="medium">{label}</Box>
      <Stack gap={3}>
        <Stack direction="row" gap={2}>
          <Button size="xs" variant="outline" aria-pressed={raw} onClick={() => setRaw(!raw)}>{raw ? 'Show the builder' : 'Show the raw expression'}</Button>
          {value !== undefined && <Button size="xs" variant="outline" onClick={() => onChange(undefined)}>No condition</Button>}
        </Stack>
        {raw ? (
          <RawJson label={`${label} (JSON)`} value={value} onChange={onChange} errors={errors} />
        ) : value === undefined ? (
          <Stack direction="row" gap={2} align="center">
            <Text fontSize="sm">Always.</Text>
            <Button size="sm" variant="outline" onClick={() => onChange(writeCondition(newCondition('signedIn')))}>Add a condition</Button>
          </Stack>
        ) : (
          <>
            <ConditionPart depth={0} condition={readCondition(value)} settingsList={settings.length ? listId : undefined} onChange={(next) => onChange(writeCondition(next))} />
            {errors.length > 0 && <Text role="alert" color="fg.error" fontSize="sm">{errors.join(' ')}</Text>}
          </>
        )}
        {settings.length > 0 && <datalist id={listId}>{settings.map((s) => <option key={s} value={s} />)}</datalist>}
      </Stack>
    </Box>
  );
}

// forms/<name>.json (issue 27 item 6): the order of the form's fields (uiSchema's ui:order: add a field that is
// not in it, remove, move), each field's lock condition (lockedWhen) in the condition builder, and the rest of the
// document (its JSON Schema, messages, submit actions) as JSON.
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { joinPointer, setAt } from '../model/json';
import { problemsWithin } from '../model/problems';
import { ListEditor } from './ListEditor';
import { ConditionBuilder } from './ConditionBuilder';
import { RawJson } from './RawJson';
import type { EditorProps } from './types';

type FormDoc = Record<string, unknown> & { schema?: { properties?: Record<string, unknown> }; uiSchema?: Record<string, unknown>; lockedWhen?: Record<string, unknown> };

const ORDER = '/uiSchema/ui:order';

export function FormEditor({ value, onChange, problems, context }: EditorProps<FormDoc>) {
  const fields = Object.keys(value.schema?.properties ?? {});
  const order = Array.isArray(value.uiSchema?.['ui:order']) ? (value.uiSchema['ui:order'] as string[]) : [];
  const unordered = order.length ? fields.filter((f) => !order.includes(f)) : [];
  const { $schema: _s, uiSchema: _u, lockedWhen: _l, ...rest } = value;
  return (
    <Stack gap={6}>
      {order.length > 0 && (
        <Box>
          <ListEditor<string> label="Order of the fields" items={order} itemLabel={(f) => f}
            problemCount={(i) => problemsWithin(problems, joinPointer(ORDER, i)).length}
            onChange={(next) => onChange(setAt(value, ORDER, next))} />
          {problemsWithin(problems, ORDER).filter((p) => p.pointer === ORDER).map((p, i) => <Text key={i} role="alert" color="fg.error">{p.message}</Text>)}
          {unordered.length > 0 && (
            <Stack direction="row" gap={2} mt={2} wrap="wrap" align="center">
              <Text fontSize="sm">Fields not in the order (players would see an error):</Text>
              {unordered.map((f) => <Button key={f} size="xs" variant="outline" onClick={() => onChange(setAt(value, ORDER, [...order, f]))}>Add {f}</Button>)}
            </Stack>
          )}
        </Box>
      )}
      {value.lockedWhen && (
        <Box as="section" aria-labelledby="form-locks">
          <Heading as="h3" size="sm" id="form-locks" mb={2}>Locked fields</Heading>
          <Stack gap={3}>
            {Object.entries(value.lockedWhen).map(([field, expression]) => (
              <ConditionBuilder key={field} label={`${field} is locked when`} value={expression} settings={context.settings}
                errors={problemsWithin(problems, joinPointer('/lockedWhen', field)).map((p) => p.message)}
                onChange={(next) => onChange(setAt(value, joinPointer('/lockedWhen', field), next))} />
            ))}
          </Stack>
        </Box>
      )}
      <RawJson label="The rest of the form (JSON)" rows={16} value={rest}
        errors={problems.filter((p) => !p.pointer.startsWith('/uiSchema') && !p.pointer.startsWith('/lockedWhen')).map((p) => `${p.pointer || '/'}: ${p.message}`)}
        onChange={(next) => next && typeof next === 'object' && onChange({ ...(value.$schema ? { $schema: value.$schema } : {}), ...(next as FormDoc), ...(value.uiSchema ? { uiSchema: value.uiSchema } : {}), ...(value.lockedWhen ? { lockedWhen: value.lockedWhen } : {}) })} />
      <RawJson label="uiSchema (JSON)" rows={8} value={value.uiSchema}
        errors={problemsWithin(problems, '/uiSchema').filter((p) => !p.pointer.startsWith(ORDER)).map((p) => `${p.pointer}: ${p.message}`)}
        onChange={(next) => onChange(setAt(value, '/uiSchema', next))} />
    </Stack>
  );
}

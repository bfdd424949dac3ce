// The page editor (issue 27 item 3): a page's (or modal's, fragment's, layout's) node tree beside the selected
// node's props form and its condition. The tree is a list of buttons (Tab and Enter or Space reach everything);
// the buttons below it add a widget from the registry with its example, move, wrap and remove the selected node.
// Every change is a new document through onChange; validate's problems show at their node and field.
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { Badge, Box, Button, Field, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { RJSFSchema } from '@rjsf/utils';
import type { NodeDocument } from '../../generated/types';
import { addNode, moveInto, moveNode, moveOut, newNode, nodeAt, nodeRows, possibleMoves, removeNode, wrapNode } from '../model/tree';
import { joinPointer, setAt, splitPointer } from '../model/json';
import { nodeOfProblem, nodeProblems, problemsWithin } from '../model/problems';
import { formSchema } from '../model/schema';
import { sharedSchemas } from '../model/catalog';
import { errorSchemaOf } from '../model/problems';
import { PropsForm } from './PropsForm';
import { ConditionBuilder } from './ConditionBuilder';
import { RawJson } from './RawJson';
import { SchemaForm } from './SchemaForm';
import type { EditorProps } from './types';

const SHARED = sharedSchemas();
type Doc = Record<string, unknown>;

/** The lists of nodes a document holds: a page's body, a layout's header, panel, footer and notices. */
export function nodeLists(doc: unknown): string[] {
  if (!doc || typeof doc !== 'object') return ['/body'];
  const lists = Object.entries(doc).filter(([, v]) => Array.isArray(v) && v.every((n) => n && typeof n === 'object' && typeof (n as NodeDocument).type === 'string')).map(([k]) => joinPointer('', k));
  return lists.length ? lists : ['/body'];
}

/** The node's place for a reader: its list and position ("body 2 › 1"). */
const placeOf = (pointer: string) => splitPointer(pointer).filter((s) => s !== 'children').map((s) => (/^\d+$/.test(s) ? String(Number(s) + 1) : s)).join(' › ');

/** The document's own fields (title, access ...) besides its node lists, from its schema. */
function DocumentFields({ schemaFile, value, onChange, problems, context, lists }: EditorProps<Doc> & { schemaFile?: string; lists: string[] }) {
  const made = useMemo(() => {
    const schema = schemaFile ? SHARED[schemaFile] : undefined;
    if (!schema) return undefined;
    const listNames = lists.map((l) => splitPointer(l)[0]);
    const properties = Object.fromEntries(Object.entries(schema.properties as Record<string, unknown>).filter(([k]) => k !== '$schema' && !listNames.includes(k)));
    return formSchema({ ...schema, properties, required: ((schema.required as string[] | undefined) ?? []).filter((r) => !listNames.includes(r)) }, SHARED);
  }, [schemaFile, lists]);
  const errors = useMemo(() => errorSchemaOf(problems.filter((p) => !lists.some((l) => p.pointer.startsWith(l))), ''), [problems, lists]);
  // The form gets the same fields and callback while a node changes, so it is not rendered again for each.
  const ownJson = JSON.stringify(Object.fromEntries(Object.entries(value).filter(([k]) => !lists.includes(joinPointer('', k)) && k !== '$schema')));
  const own = useMemo(() => JSON.parse(ownJson) as Doc, [ownJson]);
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  const change = useCallback((next: unknown) => {
    const { value: doc, onChange: send } = latest.current;
    send({ ...Object.fromEntries(Object.entries(doc).filter(([k]) => lists.includes(joinPointer('', k)) || k === '$schema')), ...(next as Doc) });
  }, [lists]);
  if (!made) return null;
  return <SchemaForm idPrefix="document" schema={made.schema as RJSFSchema} uiSchema={made.uiSchema} value={own} errors={errors} context={context} onChange={change} />;
}

export function PageEditor({ value, onChange, problems, context, schemaFile }: EditorProps<Doc> & { schemaFile?: string }) {
  // The same lists while their names stay (a node's change leaves them), so what is made from them is kept.
  const listKey = nodeLists(value).join('\n');
  const lists = useMemo(() => listKey.split('\n'), [listKey]);
  const rows = useMemo(() => nodeRows(value, lists), [value, lists]);
  const [selected, setSelected] = useState<string | undefined>(rows[0]?.pointer);
  const [adding, setAdding] = useState('Text');
  const addId = useId();
  const node = selected ? nodeAt(value, selected) : undefined;
  const moves = selected && node ? possibleMoves(value, selected) : undefined;
  const problemNodes = useMemo(() => {
    const counts = new Map<string, number>();
    const pointers = rows.map((r) => r.pointer);
    for (const p of problems) { const at = nodeOfProblem(p.pointer, pointers); if (at) counts.set(at, (counts.get(at) ?? 0) + 1); }
    return counts;
  }, [problems, rows]);
  const apply = (result: { doc: Doc; pointer: string }) => { onChange(result.doc); setSelected(result.pointer); };
  const types = Object.keys(context.widgets).sort();
  const add = (listPointer: string, index?: number) => apply(addNode(value, listPointer, newNode(adding, context.widgets[adding]?.example), index));
  const selectedIndex = selected ? Number(splitPointer(selected).at(-1)) : undefined;
  const selectedList = selected ? joinPointer('', ...splitPointer(selected).slice(0, -1)) : lists[0];
  // Problems of the node outside its props, when and on (its type, its children list ...).
  const ownProblems = selected ? nodeProblems(problems, selected).filter((p) => !['props', 'when', 'on'].some((k) => p.pointer.startsWith(joinPointer(selected, k)))) : [];

  return (
    <Stack gap={6}>
      <DocumentFields schemaFile={schemaFile} value={value} onChange={onChange} problems={problems} context={context} lists={lists} />
      <Stack direction={{ base: 'column', lg: 'row' }} gap={6} align="flex-start">
        <Box as="section" aria-labelledby={`${addId}-tree`} flex="1" minW="0">
          <Heading as="h2" size="md" id={`${addId}-tree`} mb={2}>Nodes</Heading>
          <Box as="ul" listStyleType="none" m={0} p={0}>
            {rows.map((row) => (
              <Box as="li" key={row.pointer} pl={row.depth * 4}>
                <Button size="sm" variant={row.pointer === selected ? 'solid' : 'ghost'} justifyContent="flex-start" width="full"
                  aria-pressed={row.pointer === selected} aria-label={`${row.type}${row.id ? ` ${row.id}` : ''}, ${placeOf(row.pointer)}${row.conditional ? ', conditional' : ''}${problemNodes.get(row.pointer) ? `, ${problemNodes.get(row.pointer)} problems` : ''}`}
                  onClick={() => setSelected(row.pointer)}>
                  {row.type}{row.id ? ` #${row.id}` : ''}
                  {row.conditional && <Badge ml={2} size="sm">when</Badge>}
                  {problemNodes.get(row.pointer) ? <Badge ml={2} size="sm" colorPalette="red">{problemNodes.get(row.pointer)}</Badge> : null}
                </Button>
              </Box>
            ))}
          </Box>
          {rows.length === 0 && <Text>No nodes yet.</Text>}
          <Stack direction="row" wrap="wrap" gap={2} mt={3} role="toolbar" aria-label="Selected node">
            <Button size="sm" variant="outline" disabled={!moves?.up} onClick={() => selected && apply(moveNode(value, selected, -1))}>Move up</Button>
            <Button size="sm" variant="outline" disabled={!moves?.down} onClick={() => selected && apply(moveNode(value, selected, 1))}>Move down</Button>
            <Button size="sm" variant="outline" disabled={!moves?.into} onClick={() => selected && apply(moveInto(value, selected))}>Move into the node above</Button>
            <Button size="sm" variant="outline" disabled={!moves?.out} onClick={() => selected && apply(moveOut(value, selected))}>Move out of its parent</Button>
            <Button size="sm" variant="outline" disabled={!node} onClick={() => selected && apply(wrapNode(value, selected))}>Wrap in a Stack</Button>
            <Button size="sm" variant="outline" colorPalette="red" disabled={!node} onClick={() => {
              if (!selected) return;
              onChange(removeNode(value, selected));
              setSelected(undefined);
            }}>Remove</Button>
          </Stack>
          <Stack direction="row" wrap="wrap" gap={2} mt={3} align="flex-end">
            <Field.Root maxW="xs">
              <Field.Label htmlFor={addId}>Widget</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field id={addId} value={adding} onChange={(e) => setAdding(e.target.value)}>
                  {types.map((t) => <option key={t} value={t}>{t}</option>)}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Button size="sm" onClick={() => (selected && node ? add(selectedList, (selectedIndex ?? 0) + 1) : add(lists[0]))}>{selected && node ? 'Add after the selected node' : 'Add to the page'}</Button>
            <Button size="sm" variant="outline" disabled={!node} onClick={() => selected && add(joinPointer(selected, 'children'))}>Add inside the selected node</Button>
          </Stack>
          {context.widgets[adding]?.description && <Text fontSize="sm" color="fg.muted" mt={1}>{context.widgets[adding].description}</Text>}
        </Box>
        <Box as="section" aria-label="Selected node's settings" flex="1" minW="0">
          {node && selected ? (
            <Stack gap={4}>
              <Heading as="h2" size="md">{node.type} <Text as="span" fontSize="sm" color="fg.muted">{placeOf(selected)}</Text></Heading>
              {context.widgets[node.type]?.description && <Text fontSize="sm">{context.widgets[node.type].description}</Text>}
              {ownProblems.length > 0 && <Box role="alert" color="fg.error">{ownProblems.map((p, i) => <Text key={i}>{p.message}</Text>)}</Box>}
              <PropsForm key={selected} type={node.type} value={node.props} pointer={joinPointer(selected, 'props')} problems={problems} context={context}
                onChange={(props) => onChange(setAt(value, joinPointer(selected, 'props'), props))} />
              <ConditionBuilder key={`${selected}-when`} label="Shown when" value={node.when} settings={context.settings}
                errors={problemsWithin(problems, joinPointer(selected, 'when')).map((p) => p.message)}
                onChange={(when) => onChange(setAt(value, joinPointer(selected, 'when'), when))} />
              <RawJson key={`${selected}-on`} label="Actions per event (on)" value={node.on}
                errors={problemsWithin(problems, joinPointer(selected, 'on')).map((p) => p.message)}
                onChange={(on) => onChange(setAt(value, joinPointer(selected, 'on'), on))} />
            </Stack>
          ) : (
            <Text>Choose a node to edit its settings.</Text>
          )}
        </Box>
      </Stack>
    </Stack>
  );
}

// theme.json (issue 27 item 7): the palettes' colours and the semantic colours per mode, with the WCAG AA
// contrast check of text on each background it is used on (src/studio/model/contrast.ts). A change that makes a
// pair fail is refused: it stays in the editor with the failing pairs and their ratios, and the document keeps its
// last passing theme until the colours pass again.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Box, Field, Heading, Input, Stack, Table, Text } from '@chakra-ui/react';
import type { ThemeDocument } from '../../generated/types';
import { contrastPairs, contrastProblems, parseColor, tokenColor } from '../model/contrast';
import { setAt, joinPointer } from '../model/json';
import type { EditorProps } from './types';

function ColorInput({ label, value, resolved, onChange, errors }: { label: string; value: string; resolved?: string; onChange(v: string): void; errors: string[] }) {
  const id = `color-${label.replace(/[^A-Za-z0-9]/g, '-')}`;
  const swatch = resolved && parseColor(resolved) ? resolved : undefined;
  return (
    <Field.Root invalid={errors.length > 0}>
      <Field.Label htmlFor={id} fontSize="sm">{label}</Field.Label>
      <Stack direction="row" gap={2} align="center">
        <Box aria-hidden w={6} h={6} borderRadius="sm" borderWidth="1px" style={{ background: swatch ?? 'transparent' }} />
        <Input id={id} size="sm" fontFamily="mono" value={value} onChange={(e) => onChange(e.target.value)} />
      </Stack>
      {errors.length > 0 && <Field.ErrorText role="alert">{errors.join(' ')}</Field.ErrorText>}
    </Field.Root>
  );
}

export function ThemeEditor({ value, onChange, problems }: EditorProps<ThemeDocument>) {
  const [draft, setDraft] = useState(value);
  const sent = useRef(value);
  // A theme from outside (an undo, JSON mode) replaces the draft; our own passing change comes back as itself.
  useEffect(() => { if (value !== sent.current) { sent.current = value; setDraft(value); } }, [value]);
  const pairs = useMemo(() => contrastPairs(draft), [draft]);
  const refused = useMemo(() => contrastProblems(draft), [draft]);
  const edit = (pointer: string, text: string) => {
    const next = setAt(draft, pointer, text);
    setDraft(next);
    if (contrastProblems(next).length === 0) { sent.current = next; onChange(next); }
  };
  const errorsAt = (pointer: string) => [...problems, ...refused].filter((p) => p.pointer === pointer).map((p) => p.message);
  const palettes = Object.entries(draft.colors ?? {}) as [string, Record<string, string>][];
  return (
    <Stack gap={6}>
      {refused.length > 0 && (
        <Box role="alert" borderWidth="1px" borderColor="border.error" borderRadius="md" p={3}>
          <Text fontWeight="medium">Not applied: text would be too hard to read. Change the colours until every pair passes.</Text>
          {refused.map((p, i) => <Text key={i} fontSize="sm">{p.message}</Text>)}
        </Box>
      )}
      <Box as="section" aria-labelledby="theme-semantic">
        <Heading as="h2" size="md" id="theme-semantic" mb={2}>Semantic colours</Heading>
        <Stack gap={3}>
          {Object.entries(draft.semanticColors ?? {}).map(([token, modes]) => (
            <Stack key={token} direction={{ base: 'column', md: 'row' }} gap={3}>
              {(['light', 'dark'] as const).map((mode) => {
                const pointer = joinPointer('/semanticColors', token, mode);
                return <ColorInput key={mode} label={`${token} (${mode})`} value={(modes as Record<string, string>)[mode] ?? ''} resolved={tokenColor(draft, token, mode)}
                  errors={errorsAt(pointer)} onChange={(text) => edit(pointer, text)} />;
              })}
            </Stack>
          ))}
        </Stack>
      </Box>
      <Box as="section" aria-labelledby="theme-contrast">
        <Heading as="h2" size="md" id="theme-contrast" mb={2}>Contrast (WCAG AA)</Heading>
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row><Table.ColumnHeader>Text</Table.ColumnHeader><Table.ColumnHeader>Background</Table.ColumnHeader><Table.ColumnHeader>Mode</Table.ColumnHeader><Table.ColumnHeader>Ratio</Table.ColumnHeader><Table.ColumnHeader>Needs</Table.ColumnHeader><Table.ColumnHeader>Result</Table.ColumnHeader></Table.Row>
          </Table.Header>
          <Table.Body>
            {pairs.map((p) => (
              <Table.Row key={`${p.text}-${p.background}-${p.mode}`} data-passes={p.passes}>
                <Table.Cell>{p.text}</Table.Cell><Table.Cell>{p.background}</Table.Cell><Table.Cell>{p.mode}</Table.Cell>
                <Table.Cell>{p.ratio.toFixed(2)}:1</Table.Cell><Table.Cell>{p.required}:1</Table.Cell><Table.Cell>{p.passes ? 'Passes' : 'Fails'}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <Box as="section" aria-labelledby="theme-palettes">
        <Heading as="h2" size="md" id="theme-palettes" mb={2}>Palettes</Heading>
        <Stack gap={4}>
          {palettes.map(([name, shades]) => (
            <Box key={name} as="fieldset">
              <Box as="legend" fontWeight="medium">{name}{draft.accentPalette === name ? ' (accent)' : ''}</Box>
              <Box display="grid" gridTemplateColumns="repeat(auto-fill, minmax(10rem, 1fr))" gap={2}>
                {Object.entries(shades).map(([shade, colour]) => {
                  const pointer = joinPointer('/colors', name, shade);
                  return <ColorInput key={shade} label={`${name}.${shade}`} value={colour} resolved={colour} errors={errorsAt(pointer)} onChange={(text) => edit(pointer, text)} />;
                })}
              </Box>
            </Box>
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}

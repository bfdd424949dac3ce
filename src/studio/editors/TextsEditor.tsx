// texts/<locale>.json (issue 27 item 7): each key of the brand with its English text beside it, the keys this
// locale is missing listed first. Emptying a text removes the key, so players see the English text again.
import { useMemo, useState } from 'react';
import { Box, Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { setText, textRows } from '../model/texts';
import type { EditorProps } from './types';

/** Rows shown at once: a locale has a thousand keys or more; the filter finds the rest. */
const PAGE = 50;

export function TextsEditor({ value, onChange, problems, context, locale }: EditorProps<Record<string, unknown>> & { locale: string }) {
  const [filter, setFilter] = useState('');
  const [shown, setShown] = useState(PAGE);
  const rows = useMemo(() => textRows(context.texts, value), [context.texts, value]);
  const missing = rows.filter((r) => r.text === undefined).length;
  const query = filter.trim().toLowerCase();
  const found = query ? rows.filter((r) => `${r.key} ${r.english} ${r.text ?? ''}`.toLowerCase().includes(query)) : rows;
  const problemsOf = (key: string) => problems.filter((p) => p.pointer === `/${key}` || p.pointer === `/${key.split('.').join('/')}`);
  return (
    <Stack gap={4}>
      <Text role="status">{missing ? `${missing} of ${rows.length} keys are missing in ${locale}; players see their English text meanwhile. They are listed first.` : `Every key has a ${locale} text.`}</Text>
      <Input type="search" aria-label="Find a text" placeholder="Find a text" value={filter} onChange={(e) => { setFilter(e.target.value); setShown(PAGE); }} maxW="sm" />
      <Stack as="ul" listStyleType="none" gap={3} m={0} p={0}>
        {found.slice(0, shown).map((row) => {
          const id = `text-${row.key}`;
          const errors = problemsOf(row.key);
          return (
            <Box as="li" key={row.key}>
              <Field.Root invalid={errors.length > 0}>
                <Field.Label htmlFor={id} fontFamily="mono" fontSize="sm">{row.key}{row.text === undefined && ' (missing)'}</Field.Label>
                <Stack direction={{ base: 'column', md: 'row' }} gap={2} width="full">
                  <Text flex="1" fontSize="sm" color="fg.muted" id={`${id}-en`}>English: {row.english}</Text>
                  <Input flex="1" id={id} size="sm" value={row.text ?? ''} lang={locale} aria-describedby={`${id}-en`}
                    onChange={(e) => onChange(setText(value, row.key, e.target.value))} />
                </Stack>
                {errors.length > 0 && <Field.ErrorText role="alert">{errors.map((p) => p.message).join(' ')}</Field.ErrorText>}
              </Field.Root>
            </Box>
          );
        })}
      </Stack>
      {found.length > shown && <Box><Button size="sm" variant="outline" onClick={() => setShown(shown + PAGE)}>Show {Math.min(PAGE, found.length - shown)} more of {found.length - shown}</Button></Box>}
    </Stack>
  );
}

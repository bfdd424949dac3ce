import { useMemo, useState } from 'react';
import { Badge, Button, Field, Heading, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import type { StudioDocumentsResponse } from '../../generated/types';
import { useAnswer } from './useAnswer';
import type { Navigation } from './App';

/** A brand's documents, grouped by kind, each own or inherited (from which brand). */
export function BrandDocuments({ nav, brand }: { nav: Navigation; brand: string }) {
  const base = nav.bases[brand];
  const { data, error } = useAnswer<StudioDocumentsResponse>(`/brands/${brand}/documents${base ? `?version=${base}` : ''}`);
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => (data?.documents ?? []).filter((d) => d.path.includes(filter.trim())), [data, filter]);
  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="lg">{brand}: documents</Heading>
        <Button size="sm" variant="outline" onClick={() => nav.go({ name: 'versions', brand })}>Versions and publishing</Button>
      </HStack>
      <Text fontSize="sm">Version <code>{data?.version}</code>{base ? ' (your draft)' : ' (live)'}{data && data.chain.length > 1 ? `, extends ${data.chain.slice(0, -1).reverse().join(' < ')}` : ''}</Text>
      {error && <Text role="alert">{error}</Text>}
      <Field.Root maxW="sm">
        <Field.Label>Find a document</Field.Label>
        <Input value={filter} onChange={(e) => setFilter(e.target.value)} placeholder="pages/casino" />
      </Field.Root>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row><Table.ColumnHeader>Document</Table.ColumnHeader><Table.ColumnHeader>Kind</Table.ColumnHeader><Table.ColumnHeader>Whose</Table.ColumnHeader></Table.Row>
        </Table.Header>
        <Table.Body>
          {shown.map((d) => (
            <Table.Row key={d.path}>
              <Table.Cell><Button variant="plain" textDecoration="underline" onClick={() => nav.go({ name: 'document', brand, path: d.path })}>{d.path}</Button></Table.Cell>
              <Table.Cell>{d.kind}</Table.Cell>
              <Table.Cell>{d.own ? <Badge colorPalette="green">own</Badge> : <Badge>inherited from {d.from}</Badge>}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {data && data.assets.length > 0 && (
        <Text fontSize="sm">Assets: {data.assets.map((a) => `${a.name}${a.own ? '' : ` (from ${a.from})`}`).join(', ')}</Text>
      )}
    </Stack>
  );
}

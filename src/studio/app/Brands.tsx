import { Badge, Button, Heading, Stack, Table, Text } from '@chakra-ui/react';
import type { StudioBrandsResponse } from '../../generated/types';
import { useAnswer } from './useAnswer';
import type { Navigation } from './App';

export function Brands({ nav }: { nav: Navigation }) {
  const { data, error } = useAnswer<StudioBrandsResponse>('/brands');
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">Brands</Heading>
      {error && <Text role="alert">{error}</Text>}
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row><Table.ColumnHeader>Brand</Table.ColumnHeader><Table.ColumnHeader>Extends</Table.ColumnHeader><Table.ColumnHeader>Live version</Table.ColumnHeader><Table.ColumnHeader>Drafts</Table.ColumnHeader></Table.Row>
        </Table.Header>
        <Table.Body>
          {data?.brands.map((b) => (
            <Table.Row key={b.id}>
              <Table.Cell><Button variant="plain" textDecoration="underline" onClick={() => nav.go({ name: 'brand', brand: b.id })}>{b.id}</Button></Table.Cell>
              <Table.Cell>{b.chain.slice(0, -1).reverse().join(' < ') || '—'}</Table.Cell>
              <Table.Cell><code>{b.live}</code></Table.Cell>
              <Table.Cell>{b.drafts ? <Badge>{b.drafts}</Badge> : 0}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}

import { Box, Heading, Stack, Table, Text } from '@chakra-ui/react';
import type { StudioAuditResponse } from '../../generated/types';
import { useAnswer } from './useAnswer';

/** The audit log (admin): who did what to which brand, document and version, and when; newest first. */
export function Audit() {
  const { data, error } = useAnswer<StudioAuditResponse>('/audit');
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">Audit log</Heading>
      {error && <Text role="alert">{error}</Text>}
      <Box overflowX="auto">
        <Table.Root size="sm">
          <Table.Header><Table.Row><Table.ColumnHeader>When</Table.ColumnHeader><Table.ColumnHeader>Who</Table.ColumnHeader><Table.ColumnHeader>Action</Table.ColumnHeader><Table.ColumnHeader>Brand</Table.ColumnHeader><Table.ColumnHeader>Document</Table.ColumnHeader><Table.ColumnHeader>Version</Table.ColumnHeader><Table.ColumnHeader>Detail</Table.ColumnHeader></Table.Row></Table.Header>
          <Table.Body>
            {data?.entries.map((e, i) => (
              <Table.Row key={i}>
                <Table.Cell>{e.at.replace('T', ' ').replace(/\.\d+Z$/, ' UTC')}</Table.Cell>
                <Table.Cell>{e.who}</Table.Cell>
                <Table.Cell>{e.action}</Table.Cell>
                <Table.Cell>{e.brand ?? ''}</Table.Cell>
                <Table.Cell>{e.document ?? ''}</Table.Cell>
                <Table.Cell>{e.version ? <code>{e.version}</code> : ''}</Table.Cell>
                <Table.Cell>{e.detail ?? ''}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}

import { useState, type FormEvent } from 'react';
import { Button, Field, Heading, HStack, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import type { StudioUsersResponse } from '../../generated/types';
import { api, ROLE_ORDER } from './api';
import { useAnswer } from './useAnswer';
import type { Navigation } from './App';

function RoleSelect({ label, value, onChange }: { label: string; value: string; onChange: (role: string) => void }) {
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.target.value)}>
        {ROLE_ORDER.map((r) => <option key={r} value={r}>{r}</option>)}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** Operators (admin): list, add, change role. */
export function Users({ nav }: { nav: Navigation }) {
  const { data, error, reload } = useAnswer<StudioUsersResponse>('/users');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState('editor');
  const [status, setStatus] = useState('');
  const run = async (work: () => Promise<unknown>, done: string) => {
    setStatus('');
    try {
      await work();
      setStatus(done);
      reload();
    } catch (e) {
      setStatus((e as Error).message);
    }
  };
  const add = (event: FormEvent) => {
    event.preventDefault();
    void run(() => api.post('/users', { email, password, role }), `${email} added as ${role}.`).then(() => setPassword(''));
  };
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">Operators</Heading>
      {error && <Text role="alert">{error}</Text>}
      <Table.Root size="sm">
        <Table.Header><Table.Row><Table.ColumnHeader>Email</Table.ColumnHeader><Table.ColumnHeader>Role</Table.ColumnHeader><Table.ColumnHeader>Since</Table.ColumnHeader></Table.Row></Table.Header>
        <Table.Body>
          {data?.users.map((u) => (
            <Table.Row key={u.email}>
              <Table.Cell>{u.email}</Table.Cell>
              <Table.Cell>
                {u.email === nav.operator.email ? u.role : (
                  <RoleSelect label={`Role of ${u.email}`} value={u.role} onChange={(r) => run(() => api.patch(`/users/${encodeURIComponent(u.email)}`, { role: r }), `${u.email} is now ${r}.`)} />
                )}
              </Table.Cell>
              <Table.Cell>{u.createdAt.slice(0, 10)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <form method="post" onSubmit={add}>
        <Heading as="h2" size="md" mb="2">Add an operator</Heading>
        <HStack align="end" wrap="wrap">
          <Field.Root maxW="xs" required><Field.Label>Email</Field.Label><Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} /></Field.Root>
          <Field.Root maxW="xs" required><Field.Label>Password (10 characters or more)</Field.Label><Input type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} /></Field.Root>
          <RoleSelect label="Role of the new operator" value={role} onChange={setRole} />
          <Button type="submit">Add</Button>
        </HStack>
      </form>
      {status && <Text role="status">{status}</Text>}
    </Stack>
  );
}

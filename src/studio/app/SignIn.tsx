import { useState, type FormEvent } from 'react';
import { Box, Button, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { api, type Operator } from './api';
import type { StudioSessionResponse } from '../../generated/types';

export function SignIn({ onSignedIn }: { onSignedIn: (operator: Operator) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      onSignedIn(api.signedIn(await api.post<StudioSessionResponse>('/sign-in', { email, password })));
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box as="main" maxW="sm" mx="auto" mt="16" p="6">
      <Heading as="h1" size="lg" mb="6">Studio sign-in</Heading>
      <form method="post" onSubmit={submit} noValidate>
        <Stack gap="4">
          <Field.Root required>
            <Field.Label>Email</Field.Label>
            <Input type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />
          </Field.Root>
          <Field.Root required>
            <Field.Label>Password</Field.Label>
            <Input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          </Field.Root>
          {error && <Text role="alert" color="fg.error">{error}</Text>}
          <Button type="submit" loading={busy}>Sign in</Button>
        </Stack>
      </form>
    </Box>
  );
}

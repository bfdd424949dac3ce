// Publishing: the diff of the operator's draft against the live version (pointer, old, new), a message, publish
// (publisher and above: the button is not there for an editor, and the server refuses them anyway); the versions with
// author, message and when, each with promote or rollback.
import { useState } from 'react';
import { Badge, Box, Button, Field, Heading, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import type { StudioDiffResponse, StudioLiveResponse, StudioVersionsResponse } from '../../generated/types';
import { api, may } from './api';
import { useAnswer } from './useAnswer';
import type { Navigation } from './App';

const shown = (value: unknown) => (value === undefined ? '' : JSON.stringify(value));

export function Versions({ nav, brand }: { nav: Navigation; brand: string }) {
  const draft = nav.bases[brand];
  const versions = useAnswer<StudioVersionsResponse>(`/brands/${brand}/versions`);
  const diff = useAnswer<StudioDiffResponse>(draft ? `/brands/${brand}/diff?to=${draft}` : null);
  const [message, setMessage] = useState('');
  const [status, setStatus] = useState('');
  const publisher = may(nav.operator, 'publisher');

  const makeLive = async (route: 'publish' | 'promote' | 'rollback', version: string) => {
    setStatus('');
    try {
      const answer = await api.post<StudioLiveResponse>(`/brands/${brand}/${route}`, { version, message: message || undefined });
      setStatus(`Version ${answer.live} is live${answer.was ? ` (was ${answer.was})` : ''}.`);
      if (route === 'publish' || version === draft) nav.setBase(brand, undefined);
      setMessage('');
      versions.reload();
    } catch (e) {
      setStatus((e as Error).message);
    }
  };

  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="lg">{brand}: versions and publishing</Heading>
        <Button size="sm" variant="outline" onClick={() => nav.go({ name: 'brand', brand })}>All documents</Button>
      </HStack>
      <Stack as="section" aria-label="Your draft" gap="3">
        <Heading as="h2" size="md">Your draft</Heading>
        {!draft && <Text>No draft in this session: edit a document and save a draft first.</Text>}
        {draft && (
          <>
            <Text>Draft <code>{draft}</code> against the live version <code>{diff.data?.from}</code>: {diff.data ? `${diff.data.changes.length} change${diff.data.changes.length === 1 ? '' : 's'}` : '…'}</Text>
            {diff.error && <Text role="alert">{diff.error}</Text>}
            <Box overflowX="auto">
              <Table.Root size="sm">
                <Table.Header><Table.Row><Table.ColumnHeader>Pointer</Table.ColumnHeader><Table.ColumnHeader>Old</Table.ColumnHeader><Table.ColumnHeader>New</Table.ColumnHeader></Table.Row></Table.Header>
                <Table.Body>
                  {diff.data?.changes.map((c) => (
                    <Table.Row key={c.pointer}>
                      <Table.Cell><code>{c.pointer}</code></Table.Cell>
                      <Table.Cell>{shown(c.old)}</Table.Cell>
                      <Table.Cell>{shown(c.new)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
            {publisher ? (
              <HStack align="end" wrap="wrap">
                <Field.Root maxW="md" required>
                  <Field.Label>Message</Field.Label>
                  <Input value={message} onChange={(e) => setMessage(e.target.value)} placeholder="What this version changes" />
                </Field.Root>
                <Button onClick={() => makeLive('publish', draft)} disabled={!message.trim()}>Publish</Button>
              </HStack>
            ) : (
              <Text>A publisher makes this draft live: your role ({nav.operator.role}) saves drafts.</Text>
            )}
          </>
        )}
        {status && <Text role="status">{status}</Text>}
      </Stack>
      <Stack as="section" aria-label="Versions" gap="3">
        <Heading as="h2" size="md">Versions</Heading>
        {versions.error && <Text role="alert">{versions.error}</Text>}
        <Box overflowX="auto">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row><Table.ColumnHeader>Version</Table.ColumnHeader><Table.ColumnHeader>When</Table.ColumnHeader><Table.ColumnHeader>Author</Table.ColumnHeader><Table.ColumnHeader>Message</Table.ColumnHeader><Table.ColumnHeader>State</Table.ColumnHeader>{publisher && <Table.ColumnHeader>Action</Table.ColumnHeader>}</Table.Row>
            </Table.Header>
            <Table.Body>
              {versions.data?.versions.map((v) => (
                <Table.Row key={v.hash}>
                  <Table.Cell><code>{v.hash}</code></Table.Cell>
                  <Table.Cell>{v.publishedAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC')}</Table.Cell>
                  <Table.Cell>{v.author ?? ''}</Table.Cell>
                  <Table.Cell>{v.message ?? ''}</Table.Cell>
                  <Table.Cell>{v.live ? <Badge colorPalette="green">live</Badge> : v.draft ? <Badge>draft</Badge> : ''}</Table.Cell>
                  {publisher && (
                    <Table.Cell>
                      {!v.live && <Button size="xs" variant="outline" onClick={() => makeLive(v.draft ? 'promote' : 'rollback', v.hash)}>{v.draft ? `Promote ${v.hash}` : `Roll back to ${v.hash}`}</Button>}
                    </Table.Cell>
                  )}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      </Stack>
    </Stack>
  );
}

// One document: JSON mode (and a form editor where one is plugged in: editorSlot.ts), checked on the server as the
// operator types (debounced), the problems listed at their pointers and lines, the parent's value beside, save as a
// draft, and the draft's preview on the real site.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Badge, Box, Button, Field, Grid, Heading, HStack, Input, List, Stack, Tabs, Text } from '@chakra-ui/react';
import type { StudioDocumentResponse, StudioDraftResponse, StudioValidateResponse } from '../../generated/types';
import { api, ApiError, may, type StudioProblem } from './api';
import { useAnswer } from './useAnswer';
import { JsonEditor } from './JsonEditor';
import { Preview } from './Preview';
import { editor } from './editorSlot';
import type { Navigation } from './App';

/** How long typing pauses before the server checks the text. */
export const VALIDATE_AFTER_MS = 500;

export function DocumentScreen({ nav, brand, path }: { nav: Navigation; brand: string; path: string }) {
  const base = nav.bases[brand];
  const { data, error } = useAnswer<StudioDocumentResponse>(`/brands/${brand}/document?path=${encodeURIComponent(path)}${base ? `&version=${base}` : ''}`);
  const [text, setText] = useState<string | null>(null);
  const [revision, setRevision] = useState(0);
  const [problems, setProblems] = useState<StudioProblem[]>([]);
  const [checking, setChecking] = useState(false);
  const [status, setStatus] = useState('');
  const [goTo, setGoTo] = useState<{ line: number; column: number; round: number }>();
  const [message, setMessage] = useState('');
  const [previewRound, setPreviewRound] = useState(0);
  const loaded = useRef(false);

  useEffect(() => {
    if (data && !loaded.current) {
      loaded.current = true;
      setText(data.own ?? '{\n}\n');
    }
  }, [data]);

  useEffect(() => {
    if (text === null || !data) return;
    let current = true;
    setChecking(true);
    const timer = setTimeout(() => {
      api.post<StudioValidateResponse>(`/brands/${brand}/validate`, { base: data.version, documents: { [path]: text } })
        .then((answer) => current && setProblems(answer.problems), (e: Error) => current && setStatus(e.message))
        .finally(() => current && setChecking(false));
    }, VALIDATE_AFTER_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text, data, brand, path]);

  const here = problems.filter((p) => p.brand === brand && p.path === path);
  const elsewhere = problems.filter((p) => !(p.brand === brand && p.path === path));
  const parsed = useMemo(() => {
    try {
      return { ok: true as const, value: JSON.parse(text ?? '') as unknown };
    } catch {
      return { ok: false as const };
    }
  }, [text]);
  const Form = editor(path);

  const saveDraft = async () => {
    if (!data || text === null) return;
    setStatus('');
    try {
      const draft = await api.post<StudioDraftResponse>(`/brands/${brand}/drafts`, { base: data.version, documents: { [path]: text }, message: message || undefined });
      nav.setBase(brand, draft.version);
      await api.post(`/brands/${brand}/preview`, { version: draft.version }).catch(() => undefined);
      setPreviewRound((r) => r + 1);
      setStatus(`Draft ${draft.version} saved. Players do not see it; it shows in the preview below.`);
    } catch (e) {
      if (e instanceof ApiError && e.problems.length) setProblems(e.problems);
      setStatus((e as Error).message);
    }
  };

  if (error) return <Text role="alert">{error}</Text>;
  if (!data || text === null) return <Text>Loading {path}…</Text>;
  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="lg">{brand}: {path} {data.own === null ? <Badge>inherited from {data.parent}</Badge> : <Badge colorPalette="green">own</Badge>}</Heading>
        <HStack>
          <Button size="sm" variant="outline" onClick={() => nav.go({ name: 'brand', brand })}>All documents</Button>
          <Button size="sm" variant="outline" onClick={() => nav.go({ name: 'versions', brand })}>Diff and publish</Button>
        </HStack>
      </HStack>
      <Text fontSize="sm">Editing from version <code>{data.version}</code>{base ? ' (your draft)' : ' (live)'}. {data.own === null && 'Saving makes this document the brand\'s own: what you write is merged over the parent\'s value (RFC 7396).'}</Text>
      <Grid templateColumns={{ base: '1fr', lg: data.parent ? '3fr 2fr' : '1fr' }} gap="4">
        <Box>
          {Form ? (
            <Tabs.Root defaultValue="json">
              <Tabs.List><Tabs.Trigger value="json">JSON</Tabs.Trigger><Tabs.Trigger value="form">Form</Tabs.Trigger></Tabs.List>
              <Tabs.Content value="json"><JsonEditor key={revision} label={`${path} as JSON`} value={text} onChange={setText} problems={here} goTo={goTo} /></Tabs.Content>
              <Tabs.Content value="form">
                {parsed.ok ? (
                  <Form value={parsed.value} problems={here} context={{ brand, version: data.version, parentValue: data.parentValue }}
                    onChange={(value) => { setText(`${JSON.stringify(value, null, 2)}\n`); setRevision((r) => r + 1); }} />
                ) : <Text>The JSON has a mistake: fix it in JSON mode first.</Text>}
              </Tabs.Content>
            </Tabs.Root>
          ) : (
            <JsonEditor label={`${path} as JSON`} value={text} onChange={setText} problems={here} goTo={goTo} />
          )}
        </Box>
        {data.parent && (
          <Box as="section" aria-label={`${data.parent}'s value`}>
            <Heading as="h2" size="sm" mb="2">{data.parent}'s value (inherited)</Heading>
            <Box as="pre" fontSize="xs" borderWidth="1px" borderRadius="md" p="2" maxH="70vh" overflow="auto" tabIndex={0}>{JSON.stringify(data.parentValue, null, 2)}</Box>
          </Box>
        )}
      </Grid>
      <Box as="section" aria-label="Problems" aria-live="polite">
        <Heading as="h2" size="sm" mb="2">Problems {checking ? '(checking…)' : `(${here.length + elsewhere.length})`}</Heading>
        {here.length + elsewhere.length === 0 && !checking && <Text>No problems: brand validate accepts it.</Text>}
        <List.Root gap="1" ps="4">
          {here.map((p, i) => (
            <List.Item key={`h${i}`}>
              <Button variant="plain" size="sm" textAlign="start" whiteSpace="normal" height="auto" onClick={() => setGoTo({ line: p.line, column: p.column, round: Date.now() })}>
                Line {p.line}:{p.column} <code>{p.pointer || '/'}</code> {p.message}
              </Button>
            </List.Item>
          ))}
          {elsewhere.map((p, i) => <List.Item key={`e${i}`}>{p.file}:{p.line}:{p.column} <code>{p.pointer || '/'}</code> {p.message}</List.Item>)}
        </List.Root>
      </Box>
      {may(nav.operator, 'editor') && (
        <HStack align="end" wrap="wrap">
          <Field.Root maxW="md">
            <Field.Label>Draft message (optional)</Field.Label>
            <Input value={message} onChange={(e) => setMessage(e.target.value)} />
          </Field.Root>
          <Button onClick={saveDraft} disabled={checking || here.length + elsewhere.length > 0}>Save draft</Button>
        </HStack>
      )}
      {status && <Text role="status">{status}</Text>}
      <Preview brand={brand} version={nav.bases[brand]} round={previewRound} />
    </Stack>
  );
}

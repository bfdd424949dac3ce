// The draft on the real site, server-rendered, in a frame at a phone's or a desktop's width. The studio asks the
// server for the preview cookie of this browser (POST /preview): the frame's pages then render the draft, while
// every player keeps getting the live version. The frame is the site itself: signing a sandbox player in there (its own
// login modal) previews as that player; signing out there previews as a guest again.
import { useEffect, useState } from 'react';
import { Box, Button, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { api } from './api';

const WIDTHS = { phone: 390, desktop: 1280 } as const;

export function Preview({ brand, version, round }: { brand: string; version?: string; round: number }) {
  const [width, setWidth] = useState<keyof typeof WIDTHS>('phone');
  const [page, setPage] = useState('/casino');
  const [shown, setShown] = useState('/casino');
  const [note, setNote] = useState('');
  const [reload, setReload] = useState(0);
  useEffect(() => {
    if (!version) return;
    api.post(`/brands/${brand}/preview`, { version }).then(() => { setNote(''); setReload((r) => r + 1); }, (e: Error) => setNote(e.message));
  }, [brand, version, round]);
  return (
    <Stack as="section" aria-label="Preview" gap="2">
      <Heading as="h2" size="sm">Preview {version ? `of draft ${version}` : '(live: save a draft to preview it)'}</Heading>
      <HStack wrap="wrap" align="end">
        <Button size="sm" variant={width === 'phone' ? 'solid' : 'outline'} aria-pressed={width === 'phone'} onClick={() => setWidth('phone')}>Phone</Button>
        <Button size="sm" variant={width === 'desktop' ? 'solid' : 'outline'} aria-pressed={width === 'desktop'} onClick={() => setWidth('desktop')}>Desktop</Button>
        <Field.Root maxW="xs">
          <Field.Label>Page</Field.Label>
          <Input size="sm" value={page} onChange={(e) => setPage(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && setShown(page.startsWith('/') ? page : `/${page}`)} />
        </Field.Root>
        <Button size="sm" variant="outline" onClick={() => { setShown(page.startsWith('/') ? page : `/${page}`); setReload((r) => r + 1); }}>Show</Button>
        <Button size="sm" variant="outline" onClick={() => { setShown(`${page.startsWith('/') ? page : `/${page}`}?modal=login`); setReload((r) => r + 1); }}>Sign a player in</Button>
      </HStack>
      <Text fontSize="sm">The frame shows the site as a guest. To see it as a player, choose Sign a player in and use a sandbox account (player@sandbox.test); sign out in the frame to be a guest again.</Text>
      {note && <Text role="alert">{note}</Text>}
      <Box overflow="auto" borderWidth="1px" borderRadius="md" maxW="100%">
        <iframe key={reload} title={`Preview at ${width} width`} src={shown} width={WIDTHS[width]} height={720} style={{ border: 0, display: 'block' }} />
      </Box>
    </Stack>
  );
}

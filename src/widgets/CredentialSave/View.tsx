// The credential-save screen (spec 2.5: image, file, email, copy) after a 1-click registration, whose
// password the platform made (server/sandbox/credentials.ts). The details live in memory only
// (src/platform/credentials.ts); each way of saving says whether it worked (spec 8: credential email
// failure), in a polite live region, so the player knows the details are safe before closing.
import { useState } from 'react';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { CredentialSaveProps } from '../../generated/types';
import { useText } from '../../renderer/text';
import { useServices } from '../../renderer/services';
import { callEndpoint } from '../../platform/api/endpoints';
import { ApiError } from '../../platform/api/client';
import { credentialLines, useCredentials, type Credentials } from '../../platform/credentials';

type Status = { tone: 'ok' | 'error'; text: string } | null;

function download(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The details drawn on a canvas, as a PNG the player can keep in the photo library. */
function imageOf(lines: string[]): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = 720;
  canvas.height = 60 + lines.length * 48;
  const g = canvas.getContext('2d');
  if (!g) return Promise.resolve(null);
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.fillStyle = '#111111';
  g.font = '28px monospace';
  lines.forEach((line, i) => g.fillText(line, 30, 60 + i * 48));
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}

export default function CredentialSaveView({ props }: { props: CredentialSaveProps }) {
  const t = useText();
  const { api } = useServices();
  const credentials = useCredentials((s) => s.credentials);
  const [status, setStatus] = useState<Status>(null);
  const [sending, setSending] = useState(false);
  if (!credentials) return <Text>{t('text.credentials.gone')}</Text>;

  const base = props.fileName;
  const lines = (c: Credentials) => credentialLines(c, window.location.host, {
    site: t('text.credentials.site'), email: t('text.credentials.email'), password: t('text.credentials.password'),
  });
  const ok = (key: string) => setStatus({ tone: 'ok', text: t(key) });
  const failed = (key: string) => setStatus({ tone: 'error', text: t(key) });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(lines(credentials).join('\n'));
      ok('text.credentials.copied');
    } catch {
      failed('text.credentials.copyFailed');
    }
  };
  const saveFile = () => {
    download(new Blob([`${lines(credentials).join('\n')}\n`], { type: 'text/plain' }), `${base}.txt`);
    ok('text.credentials.fileSaved');
  };
  const saveImage = async () => {
    const blob = await imageOf(lines(credentials));
    if (!blob) { failed('text.credentials.imageFailed'); return; }
    download(blob, `${base}.png`);
    ok('text.credentials.imageSaved');
  };
  const email = async () => {
    if (sending) return;
    setSending(true);
    try {
      const answer = await callEndpoint(api, 'sendCredentials', { password: credentials.password });
      setStatus({ tone: 'ok', text: (answer as { message?: string }).message ?? t('text.credentials.emailSent') });
    } catch (error) {
      setStatus({ tone: 'error', text: (error instanceof ApiError && error.serverMessage) || t('text.credentials.emailFailed') });
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap={4}>
      <Text>{t('text.credentials.intro')}</Text>
      <Box as="dl" borderWidth="1px" borderRadius="md" p={3} fontFamily="mono" data-testid="credentials">
        <Text as="dt" fontSize="sm" color="fg.muted">{t('text.credentials.email')}</Text>
        <Text as="dd" mb={2} wordBreak="break-all">{credentials.email}</Text>
        <Text as="dt" fontSize="sm" color="fg.muted">{t('text.credentials.password')}</Text>
        <Text as="dd" wordBreak="break-all">{credentials.password}</Text>
      </Box>
      <HStack gap={2} wrap="wrap">
        <Button size="sm" variant="outline" onClick={copy}>{t('text.credentials.copy')}</Button>
        <Button size="sm" variant="outline" onClick={saveFile}>{t('text.credentials.saveFile')}</Button>
        <Button size="sm" variant="outline" onClick={saveImage}>{t('text.credentials.saveImage')}</Button>
        <Button size="sm" variant="outline" onClick={email} loading={sending}>{t('text.credentials.sendEmail')}</Button>
      </HStack>
      <Text role="status" aria-live="polite" minH="1.5em" color={status?.tone === 'error' ? 'fg.error' : 'fg.success'}>{status?.text ?? ''}</Text>
    </Stack>
  );
}

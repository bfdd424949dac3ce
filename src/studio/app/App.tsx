// The studio's screens (docs/studio.md): sign in; brands; a brand's documents; a document (JSON mode, a form editor
// where one is plugged in), with its problems, draft, preview, diff and publish; versions; operators; the audit log.
import { useCallback, useEffect, useState } from 'react';
import { Box, Button, Flex, HStack, Spinner, Text } from '@chakra-ui/react';
import { api, may, type Operator } from './api';
import type { StudioSessionResponse } from '../../generated/types';
import { SignIn } from './SignIn';
import { Brands } from './Brands';
import { BrandDocuments } from './BrandDocuments';
import { DocumentScreen } from './DocumentScreen';
import { Versions } from './Versions';
import { Users } from './Users';
import { Audit } from './Audit';

export type View =
  | { name: 'brands' }
  | { name: 'brand'; brand: string }
  | { name: 'document'; brand: string; path: string }
  | { name: 'versions'; brand: string }
  | { name: 'users' }
  | { name: 'audit' };

export interface Navigation {
  view: View;
  go: (view: View) => void;
  operator: Operator;
  /** The version each brand's edits start from: its newest draft of this session, else the live one (undefined). */
  bases: Record<string, string | undefined>;
  setBase: (brand: string, version: string | undefined) => void;
}

export function App() {
  const [operator, setOperator] = useState<Operator | null | undefined>(undefined);
  const [view, setView] = useState<View>({ name: 'brands' });
  const [bases, setBases] = useState<Record<string, string | undefined>>({});
  useEffect(() => {
    api.get<StudioSessionResponse>('/me').then((session) => setOperator(api.signedIn(session)), () => setOperator(null));
  }, []);
  const setBase = useCallback((brand: string, version: string | undefined) => setBases((b) => ({ ...b, [brand]: version })), []);
  if (operator === undefined) return <Spinner m="8" aria-label="Loading the studio" />;
  if (!operator) return <SignIn onSignedIn={setOperator} />;
  const nav: Navigation = { view, go: setView, operator, bases, setBase };
  const signOut = async () => {
    await api.post('/sign-out').catch(() => undefined);
    setOperator(null);
  };
  return (
    <Box minH="100vh">
      <Flex as="header" px="4" py="2" borderBottomWidth="1px" align="center" gap="4" wrap="wrap">
        <Text fontWeight="bold">Studio</Text>
        <HStack as="nav" aria-label="Studio" gap="2" flex="1" wrap="wrap">
          <Button variant="ghost" size="sm" onClick={() => setView({ name: 'brands' })}>Brands</Button>
          {may(operator, 'admin') && <Button variant="ghost" size="sm" onClick={() => setView({ name: 'users' })}>Operators</Button>}
          {may(operator, 'admin') && <Button variant="ghost" size="sm" onClick={() => setView({ name: 'audit' })}>Audit log</Button>}
        </HStack>
        <Text fontSize="sm">{operator.email} ({operator.role})</Text>
        <Button size="sm" variant="outline" onClick={signOut}>Sign out</Button>
      </Flex>
      <Box as="main" p="4">
        {view.name === 'brands' && <Brands nav={nav} />}
        {view.name === 'brand' && <BrandDocuments nav={nav} brand={view.brand} />}
        {view.name === 'document' && <DocumentScreen key={`${view.brand}/${view.path}`} nav={nav} brand={view.brand} path={view.path} />}
        {view.name === 'versions' && <Versions nav={nav} brand={view.brand} />}
        {view.name === 'users' && <Users nav={nav} />}
        {view.name === 'audit' && <Audit />}
      </Box>
    </Box>
  );
}

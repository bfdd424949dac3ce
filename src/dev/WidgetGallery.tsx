// The widget gallery's page (src/dev/widgetGallery.ts): each example rendered by RenderNodes inside the site's own
// shell (the brand's theme, texts, scope, links and actions; a node that fails shows the renderer's development
// fallback in its place), its JSON beside it. Words here are for developers, never players: not text keys.
import { useDeferredValue, useMemo, useState } from 'react';
import { Box, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { RenderNodes } from '../renderer/RenderNode';
import { RendererContext, useRenderer, type RendererServices } from '../renderer/RendererContext';
import { galleryEntries, type GalleryEntry } from './widgetGallery';

export function WidgetGalleryView({ entries }: { entries: GalleryEntry[] }) {
  const [filter, setFilter] = useState('');
  const query = useDeferredValue(filter.trim().toLowerCase());
  const shown = query ? entries.filter((e) => `${e.type} ${e.description}`.toLowerCase().includes(query)) : entries;
  // A failing example shows the development fallback in its place; the console, not a notice per failure, says more.
  const renderer = useRenderer();
  const inPlace = useMemo<RendererServices>(() => ({ ...renderer, reportError: (error, where) => console.error(`[gallery] ${where}`, error) }), [renderer]);
  return (
    <RendererContext.Provider value={inPlace}>
      <Stack gap="6" p="4" data-testid="widget-gallery">
        <Heading as="h1" size="xl">Widgets ({entries.length})</Heading>
        <Text>Every widget&apos;s example.json, rendered by the renderer in this brand. The reference is docs/widgets.md.</Text>
        <Input type="search" aria-label="Find a widget" placeholder="Find a widget" value={filter} onChange={(e) => setFilter(e.target.value)} maxW="sm" />
        {shown.map((entry) => (
          <Box as="section" key={entry.type} id={entry.type} aria-labelledby={`${entry.type}-title`} borderWidth="1px" borderRadius="md" p="4">
            <Heading as="h2" size="md" id={`${entry.type}-title`}>{entry.type}</Heading>
            <Text fontSize="sm" color="fg.muted">{entry.description}</Text>
            {entry.inside && <Text fontSize="sm">Shown inside a {entry.inside} node, as a document must put it.</Text>}
            <Stack direction={{ base: 'column', lg: 'row' }} gap="4" mt="3" alignItems="flex-start">
              <Box flex="1" minW="0" data-testid={`gallery-${entry.type}`}>
                <RenderNodes nodes={[entry.node]} path={`src/widgets/${entry.type}/example.json`} />
              </Box>
              <Box as="pre" flex="1" minW="0" overflowX="auto" fontSize="xs" p="2" bg="bg.muted" borderRadius="sm" aria-label={`${entry.type} example.json`}>
                {JSON.stringify(entry.example, null, 2)}
              </Box>
            </Stack>
          </Box>
        ))}
      </Stack>
    </RendererContext.Provider>
  );
}

const examples = import.meta.glob('../widgets/*/example.json', { eager: true, import: 'default' });
const schemas = import.meta.glob('../widgets/*/props.schema.json', { eager: true, import: 'default' });

/** Every widget folder's entry (Vite reads the folders). */
export const allGalleryEntries = (): GalleryEntry[] => galleryEntries(examples, schemas);

export default function WidgetGallery() {
  const [entries] = useState(allGalleryEntries);
  return <WidgetGalleryView entries={entries} />;
}

// Placeholders while races or wins load: the same shape as what comes, so nothing jumps.
import { SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';

export function CardSkeletons({ count = 3 }: { count?: number }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4" aria-busy="true" data-testid="tournaments-loading">
      {Array.from({ length: count }, (_, i) => <Skeleton key={i} height="64" borderRadius="l3" />)}
    </SimpleGrid>
  );
}

export function RowSkeletons({ count = 5 }: { count?: number }) {
  return (
    <Stack gap="2" aria-busy="true" data-testid="rows-loading">
      {Array.from({ length: count }, (_, i) => <Skeleton key={i} height="8" />)}
    </Stack>
  );
}

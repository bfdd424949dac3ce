// The game details' shape while they load, so the page does not jump when they arrive.
import { Box, Skeleton, Stack } from '@chakra-ui/react';

export function GameDetailsSkeleton() {
  return (
    <Stack direction={{ base: 'column', md: 'row' }} gap="6" aria-busy="true" data-testid="game-details-skeleton">
      <Skeleton borderRadius="md" width={{ base: 'full', md: '240px' }} style={{ aspectRatio: '3 / 4' }} />
      <Box flex="1">
        <Skeleton height="8" width="60%" />
        <Skeleton mt="3" height="4" width="40%" />
        {[0, 1, 2, 3].map((i) => <Skeleton key={i} mt="3" height="4" width="70%" />)}
      </Box>
    </Stack>
  );
}

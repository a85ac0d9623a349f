import { Box, Grid, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';

/** What the page looks like while the hotel loads: the gallery, title, price and room cards. */
export function DetailSkeleton() {
  return (
    <Stack spacing={6} aria-busy="true" aria-label="Loading hotel" role="status" data-testid="detail-skeleton" minH="100vh">
      <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap={2}>
        <Skeleton borderRadius="lg" sx={{ aspectRatio: '3 / 2' }} />
        <Stack display={{ base: 'none', md: 'flex' }} spacing={2}>
          <Skeleton borderRadius="lg" flex="1" />
          <Skeleton borderRadius="lg" flex="1" />
        </Stack>
      </Grid>
      <Skeleton h="32px" w="60%" />
      <SkeletonText noOfLines={3} spacing={3} />
      {[0, 1].map((i) => (
        <Box key={i} borderWidth="1px" borderRadius="lg" p={4}>
          <SkeletonText noOfLines={4} spacing={3} />
        </Box>
      ))}
    </Stack>
  );
}

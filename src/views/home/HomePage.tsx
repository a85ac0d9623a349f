import { Box, Heading, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { brand } from '../../../domain/brand';
import { usePainted } from '../../live/paint';
import { SearchPanel } from '../search/SearchPanel';

/** Below the fold: its own chunk, so the first load carries only the hero and the search panel. */
const HomeSections = lazy(() => import('./HomeSections'));

/**
 * The home page, in this order: the hero with the search panel, then the theme tabs, popular
 * destinations, trending hotels, temple cities, why book, best destinations and the FAQ.
 */
export function HomePage() {
  // The sections below the fold start downloading once the hero has painted.
  const painted = usePainted();
  return (
    <>
      <Box as="section" bgGradient="linear(to-br, brand.500, brand.700)" color="white" pt={{ base: 10, md: 16 }} pb={{ base: 8, md: 12 }} px={4}>
        <Box maxW="7xl" mx="auto">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }} maxW="3xl" lineHeight="1.15">
            {brand.heroTitle}
          </Heading>
          <Text mt={4} mb={{ base: 6, md: 8 }} fontSize={{ base: 'md', md: 'lg' }} maxW="2xl">
            {brand.tagline}
          </Text>
          <SearchPanel mode="home" />
        </Box>
      </Box>
      {painted ? (
        <Suspense fallback={<Box minH="100vh" />}>
          <HomeSections />
        </Suspense>
      ) : (
        <Box minH="100vh" />
      )}
    </>
  );
}

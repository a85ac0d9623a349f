import { Box, Heading, Text } from '@chakra-ui/react';
import { brand } from '../../content/brand';
import { FaqSection } from './FaqSection';
import { WhyBookSection } from './WhyBookSection';

/** The home page. Discovery sections (search panel, collections, trending) join in order. */
export function HomePage() {
  return (
    <>
      <Box as="section" bgGradient="linear(to-br, brand.500, brand.700)" color="white" py={{ base: 12, md: 20 }} px={4}>
        <Box maxW="7xl" mx="auto">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }} maxW="3xl" lineHeight="1.15">
            {brand.heroTitle}
          </Heading>
          <Text mt={4} fontSize={{ base: 'md', md: 'lg' }} maxW="2xl">
            {brand.tagline}
          </Text>
        </Box>
      </Box>
      <WhyBookSection />
      <FaqSection />
    </>
  );
}

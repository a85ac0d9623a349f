import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { brand } from '../../../domain/brand';
import { whyBook } from '../../content/whyBook';

export function WhyBookSection() {
  return (
    <Box as="section" maxW="7xl" mx="auto" px={{ base: 4, md: 6 }} py={12} aria-labelledby="why-book">
      <Heading as="h2" size="lg" mb={6} id="why-book">
        Why book with {brand.name}
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} spacing={5}>
        {whyBook.map((w) => (
          <Stack as="li" key={w.title} bg="white" borderWidth="1px" borderRadius="lg" p={5} spacing={2}>
            <Heading as="h3" size="sm">
              {w.title}
            </Heading>
            <Text fontSize="sm" color="gray.700">
              {w.text}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Box>
  );
}

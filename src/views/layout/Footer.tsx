import { Box, Flex, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { brand } from '../../../domain/brand';
import { footerLinks } from '../../content/navigation';
import { SocialLinks } from './SocialLinks';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <Box as="footer" bg="ink.700" color="gray.200" mt={16}>
      <SimpleGrid maxW="7xl" mx="auto" px={{ base: 4, md: 6 }} py={10} columns={{ base: 1, md: 3 }} spacing={8}>
        <Stack spacing={2}>
          <Text fontWeight="800" fontSize="lg" color="white">
            {brand.name}
          </Text>
          <Text fontSize="sm">{brand.tagline}</Text>
        </Stack>
        <Stack as="nav" aria-label="Footer" spacing={2}>
          {footerLinks.map((l) => (
            <ChakraLink as={Link} key={l.href} href={l.href} color="gray.100">
              {l.label}
            </ChakraLink>
          ))}
        </Stack>
        <Stack spacing={2}>
          <Text fontSize="sm">{brand.supportHours.short}</Text>
          <ChakraLink href={`tel:${brand.supportPhone.tel}`} color="white" fontWeight="700">
            {brand.supportPhone.display}
          </ChakraLink>
          <SocialLinks color="gray.100" />
        </Stack>
      </SimpleGrid>
      <Flex borderTopWidth="1px" borderColor="whiteAlpha.300" py={4} justify="center">
        <Text fontSize="xs">
          © {year} {brand.copyrightHolder}
        </Text>
      </Flex>
    </Box>
  );
}

import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { appDownload } from '../../content/collections';
import { Glyph } from '../layout/icons';

/** Links to the mobile apps (spec 000 §1). */
export function AppDownloadSection() {
  return (
    <Box as="section" bg="ink.500" color="white" py={12} px={4} aria-labelledby="app-download">
      <Stack maxW="7xl" mx="auto" direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ md: 'center' }} spacing={6}>
        <Box>
          <Heading as="h2" size="lg" id="app-download">
            {appDownload.title}
          </Heading>
          <Text mt={2} color="gray.200">
            {appDownload.text}
          </Text>
        </Box>
        <Stack direction={{ base: 'column', sm: 'row' }} spacing={3}>
          {appDownload.stores.map((s) => (
            <Button key={s.href} as="a" href={s.href} target="_blank" rel="noopener noreferrer" colorScheme="whiteAlpha" bg="white" color="ink.700" _hover={{ bg: 'gray.100' }} leftIcon={<Glyph name="play" />}>
              {s.label}
            </Button>
          ))}
        </Stack>
      </Stack>
    </Box>
  );
}

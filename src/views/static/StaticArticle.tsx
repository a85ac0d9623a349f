import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { Section } from '../../content/legal';

/** A static page's body: a title, an introduction and titled sections. */
export function StaticArticle({ title, intro, sections }: { title: string; intro: string; sections: readonly Section[] }) {
  return (
    <Box as="article" maxW="3xl" mx="auto" px={{ base: 4, md: 6 }} py={10}>
      <Heading as="h1" size="xl" mb={4}>
        {title}
      </Heading>
      <Text mb={8} fontSize="lg">
        {intro}
      </Text>
      <Stack spacing={8}>
        {sections.map((s) => (
          <Box as="section" key={s.heading}>
            <Heading as="h2" size="md" mb={3}>
              {s.heading}
            </Heading>
            <Stack spacing={3}>
              {s.paragraphs.map((p) => (
                <Text key={p}>{p}</Text>
              ))}
            </Stack>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

import { Box, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One part of the review page: a white card with its heading. */
export function Section({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <Box as="section" bg="white" borderWidth="1px" borderRadius="lg" p={{ base: 4, md: 5 }} aria-labelledby={headingId} id={id}>
      <Heading as="h2" size="md" mb={4} id={headingId}>
        {title}
      </Heading>
      {children}
    </Box>
  );
}

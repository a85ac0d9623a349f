import { Box, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DETAIL_SECTIONS, type SectionId } from './sections';

/** One section of the hotel page: its anchor for the section navigation, and its heading. */
export function DetailSection({ id, title, children }: { id: SectionId; title?: string; children: ReactNode }) {
  const label = DETAIL_SECTIONS.find((s) => s.id === id)!.label;
  return (
    <Box as="section" id={id} scrollMarginTop="128px" aria-labelledby={title ? `${id}-title` : undefined} aria-label={title ? undefined : label}>
      {title && (
        <Heading as="h2" size="md" mb={4} id={`${id}-title`}>
          {title}
        </Heading>
      )}
      {children}
    </Box>
  );
}

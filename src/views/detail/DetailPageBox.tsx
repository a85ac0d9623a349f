import { Container } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The detail page's frame, shared by the page and the route's loading fallback so nothing shifts between them. */
export function DetailPageBox({ children }: { children: ReactNode }) {
  return (
    <Container maxW="6xl" px={{ base: 4, md: 6 }} py={{ base: 4, md: 8 }} minH="100vh">
      {children}
    </Container>
  );
}

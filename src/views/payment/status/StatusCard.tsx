import { Container, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The booking-status page's one card, centred, the width of a phone's screen or a short column. */
export function StatusCard({ label, center, children }: { label: string; center?: boolean; children: ReactNode }) {
  return (
    <Container maxW="2xl" px={{ base: 3, md: 6 }} py={{ base: 6, md: 14 }} minH="60vh">
      <Stack spacing={5} bg="white" borderWidth="1px" borderRadius="lg" p={{ base: 5, md: 8 }} data-testid={label} {...(center ? { textAlign: 'center', align: 'center' } : {})}>
        {children}
      </Stack>
    </Container>
  );
}

import { Button, Link as ChakraLink, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../app/paths';

/** The status page's buttons, in a row on wider screens and stacked on a phone. */
export function StatusActions({ children }: { children: ReactNode }) {
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} spacing={3} justify="center" align="center">
      {children}
    </Stack>
  );
}

/** My Bookings (the list given: upcoming unless said) and Go to Home. */
export function BookingsAndHome({ bookings = paths.userUpcoming }: { bookings?: string }) {
  return (
    <StatusActions>
      <Button as={Link} href={bookings} colorScheme="brand">
        My Bookings
      </Button>
      <ChakraLink as={Link} href={paths.home} color="brand.700" fontWeight="600">
        Go to Home
      </ChakraLink>
    </StatusActions>
  );
}

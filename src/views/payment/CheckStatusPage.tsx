import { Container, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useHistoryState } from 'wouter/use-browser-location';
import { selectProcessing, selectWaitingMessage } from '../../../machines/checkout.selectors';
import { brand } from '../../../domain/brand';
import { checkoutInput, liveCheckoutMachine } from '../../live/checkout';
import { inspector } from '../../live/inspector';
import { useSession } from '../../live/session';

/**
 * `/check-status`: reached from /payment with the payment order
 * data and the booking id, it says "Processing Payment..." with a spinner while the provider's
 * checkout is loaded, open and verified, and the outcome's toast shows here. Without usable data
 * or a login it says why until it returns to /payment.
 */
export default function CheckStatusPage() {
  const { userId } = useSession();
  const historyState = useHistoryState();
  const [input] = useState(() => checkoutInput(historyState, userId));
  const [snapshot] = useMachine(liveCheckoutMachine, { input, inspect: inspector });
  const waiting = selectWaitingMessage(snapshot);

  useEffect(() => {
    document.title = `Processing Payment | ${brand.name}`;
  }, []);

  return (
    <Container maxW="3xl" px={{ base: 3, md: 6 }} py={{ base: 10, md: 16 }} minH="60vh">
      {selectProcessing(snapshot) ? (
        <Stack align="center" spacing={4} aria-busy="true" aria-live="polite">
          <Spinner size="xl" thickness="4px" color="brand.500" />
          <Heading as="h1" size="md">
            Processing Payment...
          </Heading>
        </Stack>
      ) : (
        <Stack align="center" spacing={3} textAlign="center">
          <Heading as="h1" size="md">
            Payment
          </Heading>
          <Text role="alert" fontSize="lg">
            {waiting}
          </Text>
          <Text color="gray.700">Taking you back to the payment page...</Text>
        </Stack>
      )}
    </Container>
  );
}

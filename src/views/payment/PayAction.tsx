import { Alert, AlertDescription, AlertIcon, Button, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { selectCanPay, selectPayBusy, selectPayProblem } from '../../../machines/paymentInitiation.selectors';
import type { PaymentSummary } from '../../model/paymentState';
import { inspector } from '../../live/inspector';
import { livePaymentInitiationMachine } from '../../live/payAction';

/**
 * The payment page's Pay action: the amount due as the page
 * shows it is sent to the server, which starts the provider's checkout on /check-status. A start
 * that fails says why here (and in a toast), and Pay may be pressed again.
 */
export function PayAction({ booking, userId }: { booking: PaymentSummary; userId: string }) {
  const [snapshot, send] = useMachine(livePaymentInitiationMachine, { input: { userId, bookingId: booking.bookingId }, inspect: inspector });
  const problem = selectPayProblem(snapshot);
  const busy = selectPayBusy(snapshot);
  return (
    <Stack spacing={3} as="section" aria-label="Pay for this booking">
      {problem && (
        <Alert status="error" borderRadius="md" data-testid="pay-problem">
          <AlertIcon />
          <AlertDescription>{problem}</AlertDescription>
        </Alert>
      )}
      <Button
        colorScheme="brand"
        size="lg"
        onClick={() => send({ type: 'pay.requested', amount: booking.due })}
        isDisabled={!selectCanPay(snapshot) && !busy}
        isLoading={busy}
        loadingText="Starting payment..."
      >
        Pay {booking.amountDue}
      </Button>
      <Text fontSize="sm" color="gray.700">
        You pay on the payment provider&apos;s secure checkout. The booking is confirmed as soon as the payment is verified.
      </Text>
    </Stack>
  );
}

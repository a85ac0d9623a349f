import { Alert, AlertDescription, AlertIcon, Box, Button, HStack, Stack, Text, type ButtonProps } from '@chakra-ui/react';
import type { BookingMode } from '../../../machines/rules/guestForm';
import type { PriceStatement } from '../../../machines/rules/priceStatement';
import { formatLocalDateTime } from '../../../domain/dateLabels';
import type { SendReview } from './types';

/** The page's message near the booking buttons (the form's first problem, a login asked for...). */
export function BookingNotice({ notice }: { notice: string }) {
  return (
    <Alert status="error" borderRadius="md" data-testid="booking-notice">
      <AlertIcon />
      <AlertDescription>{notice}</AlertDescription>
    </Alert>
  );
}

export function PayNowButton({ canPayNow, submitting, send, ...rest }: { canPayNow: boolean; submitting: BookingMode | null; send: SendReview } & ButtonProps) {
  return (
    <Button
      colorScheme="brand"
      size="lg"
      onClick={() => send({ type: 'book.requested', mode: 'payNow' })}
      isDisabled={!canPayNow && submitting !== 'payNow'}
      isLoading={submitting === 'payNow'}
      loadingText="Booking..."
      {...rest}
    >
      Pay Now
    </Button>
  );
}

/**
 * Pay Now (unless the phone's bar has it), and Book Now & Pay Later when the option offers it
 * (with its pay-by time); the page's message; and, when the server priced the stay differently,
 * its price with the question again.
 */
export function BookingActions({
  payLaterOffered,
  payBy,
  canPayNow,
  canPayLater,
  submitting,
  notice,
  newPrice,
  payNowShown,
  send,
}: {
  payLaterOffered: boolean;
  payBy: string | null;
  canPayNow: boolean;
  canPayLater: boolean;
  submitting: BookingMode | null;
  notice: string | null;
  newPrice: PriceStatement | null;
  payNowShown: boolean;
  send: SendReview;
}) {
  return (
    <Stack spacing={3} data-testid="booking-actions">
      {notice && <BookingNotice notice={notice} />}
      {newPrice && (
        <Box role="alertdialog" aria-labelledby="price-changed-title" aria-describedby="price-changed-text" borderWidth="2px" borderColor="orange.400" bg="orange.50" borderRadius="md" p={3}>
          <Text fontWeight="800" id="price-changed-title">
            The price has changed
          </Text>
          <Text fontSize="sm" id="price-changed-text" mb={3} data-testid="new-price">
            This stay now costs {newPrice.amount} {newPrice.basis} ({newPrice.stay}). Book at the new price?
          </Text>
          <HStack spacing={2} wrap="wrap">
            <Button colorScheme="brand" size="sm" onClick={() => send({ type: 'price.accepted' })}>
              Book at {newPrice.amount} {newPrice.basis}
            </Button>
            <Button variant="outline" size="sm" onClick={() => send({ type: 'price.declined' })}>
              Not now
            </Button>
          </HStack>
        </Box>
      )}
      {payNowShown && <PayNowButton canPayNow={canPayNow} submitting={submitting} send={send} />}
      {payLaterOffered && (
        <Box>
          <Button
            w="full"
            variant="outline"
            colorScheme="brand"
            size="lg"
            onClick={() => send({ type: 'book.requested', mode: 'payLater' })}
            isDisabled={!canPayLater && submitting !== 'payLater'}
            isLoading={submitting === 'payLater'}
            loadingText="Blocking..."
          >
            Book Now &amp; Pay Later
          </Button>
          {payBy && (
            <Text fontSize="xs" color="gray.700" mt={1} textAlign="center" data-testid="pay-by">
              Nothing to pay now. Pay by {formatLocalDateTime(payBy)} to keep the booking.
            </Text>
          )}
        </Box>
      )}
    </Stack>
  );
}

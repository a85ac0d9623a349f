import {
  Alert,
  AlertIcon,
  Button,
  Checkbox,
  FormControl,
  FormLabel,
  Modal,
  ModalBody,
  ModalCloseButton,
  ModalContent,
  ModalFooter,
  ModalHeader,
  ModalOverlay,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import type { CancelBookingEvent, CancellableBooking, CancelReasons } from '../../../machines/cancelBooking.machine';
import { CANCEL_REASONS, COMMENTS_MAX } from '../../../machines/cancelBooking.selectors';
import { formatRupees } from '../../../domain/money';
import { formatLocalDateTime } from '../../../domain/dateLabels';

/**
 * The reasons modal: what cancelling now costs and gives back, the reasons
 * and a comment, then Cancel Booking. The machine decides; this sends what the traveller did.
 */
export function CancelBookingModal({
  booking,
  reasons,
  comments,
  problem,
  busy,
  canDismiss,
  send,
}: {
  booking: CancellableBooking | null;
  reasons: CancelReasons;
  comments: string;
  problem: string | null;
  busy: boolean;
  canDismiss: boolean;
  send: (event: CancelBookingEvent) => void;
}) {
  const quote = booking?.cancellation;
  const dismiss = () => canDismiss && send({ type: 'cancel.dismissed' });
  return (
    <Modal isOpen={booking !== null} onClose={dismiss} size="lg" closeOnOverlayClick={canDismiss} closeOnEsc={canDismiss}>
      <ModalOverlay />
      <ModalContent>
        <ModalHeader>Cancel booking</ModalHeader>
        <ModalCloseButton isDisabled={!canDismiss} aria-label="Close" />
        <ModalBody>
          {booking && (
            <Stack spacing={4}>
              <Text>
                {booking.hotelName}, booking {booking.bookingId}
              </Text>
              {quote && (
                <Stack spacing={1} bg="gray.50" borderRadius="md" p={3} data-testid="cancel-quote">
                  <Text>
                    Cancellation charge: <b>{formatRupees(quote.penalty)}</b>
                  </Text>
                  <Text>
                    Refund: <b>{formatRupees(quote.refund)}</b>
                  </Text>
                  {quote.freeUntil && <Text fontSize="sm">Free cancellation until {formatLocalDateTime(quote.freeUntil)}</Text>}
                </Stack>
              )}
              <Stack spacing={2} role="group" aria-labelledby="cancel-reasons-label">
                <Text fontWeight="700" id="cancel-reasons-label">
                  Why are you cancelling?
                </Text>
                {CANCEL_REASONS.map(([reason, label]) => (
                  <Checkbox key={reason} isChecked={reasons[reason]} onChange={(e) => send({ type: 'reason.toggled', reason, on: e.target.checked })} isDisabled={busy}>
                    {label}
                  </Checkbox>
                ))}
              </Stack>
              <FormControl>
                <FormLabel fontSize="sm">Comments (optional)</FormLabel>
                <Textarea value={comments} onChange={(e) => send({ type: 'comments.changed', value: e.target.value })} maxLength={COMMENTS_MAX} isDisabled={busy} rows={3} />
              </FormControl>
              {problem && (
                <Alert status="error" borderRadius="md">
                  <AlertIcon />
                  <Text>{problem}</Text>
                </Alert>
              )}
            </Stack>
          )}
        </ModalBody>
        <ModalFooter gap={2}>
          <Button variant="outline" onClick={dismiss} isDisabled={!canDismiss}>
            Keep booking
          </Button>
          <Button colorScheme="red" onClick={() => send({ type: 'cancel.confirmed' })} isLoading={busy} loadingText="Cancelling...">
            Cancel Booking
          </Button>
        </ModalFooter>
      </ModalContent>
    </Modal>
  );
}

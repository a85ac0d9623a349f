import {
  Alert,
  AlertIcon,
  Button,
  FormControl,
  FormErrorMessage,
  FormHelperText,
  FormLabel,
  Grid,
  Input,
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
import type { FormEvent } from 'react';
import type { StayRatings } from '../../../contract/stayReview';
import type { RateableBooking, StayReviewEvent } from '../../../machines/stayReview.machine';
import { STAY_RATING_CATEGORIES, STAY_REVIEW_LIMITS, stayReviewHints } from '../../../machines/stayReview.selectors';
import type { StayReviewProblems } from '../../../machines/rules/stayReview';
import { StarPicker } from './StarPicker';

/**
 * Rate your stay: stars for each category the hotel page shows, a title and a text, with Submit
 * and Cancel. The machine decides what is missing and when it is sent; this sends what the
 * traveller did.
 */
export function StayReviewModal({
  booking,
  ratings,
  title,
  text,
  problems,
  failure,
  busy,
  canDismiss,
  send,
}: {
  booking: RateableBooking | null;
  ratings: StayRatings;
  title: string;
  text: string;
  problems: StayReviewProblems;
  failure: string | null;
  busy: boolean;
  canDismiss: boolean;
  send: (event: StayReviewEvent) => void;
}) {
  const dismiss = () => canDismiss && send({ type: 'review.dismissed' });
  return (
    <Modal isOpen={booking !== null} onClose={dismiss} size="lg" closeOnOverlayClick={false} closeOnEsc={canDismiss} scrollBehavior="inside">
      <ModalOverlay />
      <ModalContent as="form" onSubmit={(e: FormEvent) => {
          e.preventDefault();
          send({ type: 'review.submitted' });
        }} noValidate>
        <ModalHeader>Rate your stay</ModalHeader>
        <ModalCloseButton isDisabled={!canDismiss} aria-label="Close" />
        <ModalBody>
          {booking && (
            <Stack spacing={4}>
              <Text>{booking.hotelName}</Text>
              <FormControl isInvalid={Boolean(problems.ratings)} as="fieldset">
                <Text as="legend" fontWeight="700" mb={1}>
                  Your stars
                </Text>
                <Stack spacing={1}>
                  {STAY_RATING_CATEGORIES.map(({ key, label }) => (
                    <Grid key={key} templateColumns={{ base: '1fr', sm: '140px 1fr' }} alignItems="center" gap={{ base: 0, sm: 2 }}>
                      <Text id={`stay-stars-${key}`} fontSize="sm">
                        {label}
                      </Text>
                      <StarPicker value={ratings[key]} onChange={(stars) => send({ type: 'stars.chosen', category: key, stars })} disabled={busy} labelledBy={`stay-stars-${key}`} />
                    </Grid>
                  ))}
                </Stack>
                <FormErrorMessage color="red.600">{problems.ratings}</FormErrorMessage>
              </FormControl>
              <FormControl isInvalid={Boolean(problems.title)}>
                <FormLabel>Title</FormLabel>
                <Input value={title} maxLength={STAY_REVIEW_LIMITS.titleMax} onChange={(e) => send({ type: 'title.changed', value: e.target.value })} isDisabled={busy} />
                {problems.title ? <FormErrorMessage color="red.600">{problems.title}</FormErrorMessage> : <FormHelperText>{stayReviewHints.title}</FormHelperText>}
              </FormControl>
              <FormControl isInvalid={Boolean(problems.text)}>
                <FormLabel>Your review</FormLabel>
                <Textarea value={text} rows={5} maxLength={STAY_REVIEW_LIMITS.textMax} onChange={(e) => send({ type: 'text.changed', value: e.target.value })} isDisabled={busy} />
                {problems.text ? (
                  <FormErrorMessage color="red.600">{problems.text}</FormErrorMessage>
                ) : (
                  <FormHelperText>
                    {stayReviewHints.text} ({text.trim().length} so far)
                  </FormHelperText>
                )}
              </FormControl>
              {failure && (
                <Alert status="error" borderRadius="md">
                  <AlertIcon />
                  {failure}
                </Alert>
              )}
            </Stack>
          )}
        </ModalBody>
        <ModalFooter gap={3}>
          <Button variant="ghost" onClick={dismiss} isDisabled={!canDismiss}>
            Cancel
          </Button>
          <Button type="submit" colorScheme="brand" isLoading={busy} loadingText="Sending">
            Submit
          </Button>
        </ModalFooter>
      </ModalContent>
    </Modal>
  );
}

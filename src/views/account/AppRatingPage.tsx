import { Alert, AlertIcon, Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import {
  selectCanRate,
  selectRatingFeedback,
  selectRatingProblem,
  selectSavedRating,
  selectStars,
  selectSubmittingRating,
} from '../../../machines/appRating.selectors';
import { brand } from '../../../domain/brand';
import { RATING_FEEDBACK_MAX } from '../../../machines/rules/appRating';
import { liveAppRatingMachine } from '../../live/account';
import { inspector } from '../../live/inspector';
import { useSession } from '../../live/session';
import { StarPicker } from './StarPicker';
import { FeedbackField } from './FeedbackField';

/**
 * `/user/reviews-feedback`: rate the site from 1 to 5 stars
 * (required) with feedback. One rating per traveller: sending again replaces the earlier one.
 */
export function AppRatingPage() {
  const { userId } = useSession();
  const [snapshot, send] = useMachine(liveAppRatingMachine, { input: { userId: userId ?? '' }, inspect: inspector });
  const saved = selectSavedRating(snapshot);
  const problem = selectRatingProblem(snapshot);
  const submitting = selectSubmittingRating(snapshot);

  return (
    <Stack spacing={5}>
      <Heading as="h1" size="lg">
        Reviews
      </Heading>
      <Box bg="white" borderWidth="1px" borderRadius="lg" p={{ base: 4, md: 6 }}>
        {saved ? (
          <Stack spacing={4} align="start">
            <Alert status="success" borderRadius="md" role="status">
              <AlertIcon />
              <Text>Thank you for your feedback! You rated {brand.name} {saved.rating} out of 5.</Text>
            </Alert>
            {saved.feedback && <Text color="gray.700">“{saved.feedback}”</Text>}
            <Button variant="outline" onClick={() => send({ type: 'rating.changeRequested' })}>
              Change your rating
            </Button>
          </Stack>
        ) : (
          <Stack spacing={5}>
            <Text>How was your experience with {brand.name}? Your rating helps us improve. Rating again replaces your earlier rating.</Text>
            <Stack spacing={2}>
              <Text fontWeight="700" id="app-rating-label">
                Your rating
              </Text>
              <StarPicker value={selectStars(snapshot)} onChange={(stars) => send({ type: 'rating.chosen', stars })} disabled={submitting} labelledBy="app-rating-label" />
            </Stack>
            <FeedbackField value={selectRatingFeedback(snapshot)} max={RATING_FEEDBACK_MAX} disabled={submitting} onChange={(value) => send({ type: 'feedback.changed', value })} />
            {problem && (
              <Alert status="error" borderRadius="md">
                <AlertIcon />
                <Text>{problem}</Text>
              </Alert>
            )}
            <Box>
              <Button colorScheme="brand" onClick={() => send({ type: 'rating.submitted' })} isLoading={submitting} loadingText="Submitting..." isDisabled={!selectCanRate(snapshot) && !submitting}>
                Submit
              </Button>
            </Box>
          </Stack>
        )}
      </Box>
    </Stack>
  );
}

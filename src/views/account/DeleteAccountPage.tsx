import {
  Alert,
  AlertDialog,
  AlertDialogBody,
  AlertDialogContent,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogOverlay,
  AlertIcon,
  Box,
  Button,
  Checkbox,
  Heading,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useRef } from 'react';
import { Link } from 'wouter';
import { paths } from '../../app/paths';
import {
  selectBlockedByBookings,
  selectCanChangeDeletion,
  selectCanDismissDeletion,
  selectCheckingBookings,
  selectConfirming,
  selectDeleted,
  selectDeleting,
  selectDeletionFeedback,
  selectDeletionProblem,
  selectDeletionReasons,
} from '../../../machines/deleteAccount.selectors';
import { ACCOUNT_DELETED, DELETION_CHOICES, DELETION_FEEDBACK_MAX } from '../../../machines/rules/accountDeletion';
import { liveDeleteAccountMachine } from '../../live/account';
import { inspector } from '../../live/inspector';
import { useSession } from '../../live/session';
import { FeedbackField } from './FeedbackField';

/** A red strong enough for white text on it (Chakra's red.500 is not). */
const dangerButton = { colorScheme: 'red', bg: 'red.600', _hover: { bg: 'red.700' }, _active: { bg: 'red.800' } } as const;

/**
 * `/user/delete-account`: seven reasons (at least one)
 * and feedback; bookings still upcoming or awaiting payment are said before anything is asked,
 * with a way to them; else a confirmation. Deleted, the page says so until the machine takes the
 * traveller home (1.5 s).
 */
export function DeleteAccountPage() {
  const { userId } = useSession();
  const [snapshot, send] = useMachine(liveDeleteAccountMachine, { input: { userId: userId ?? '' }, inspect: inspector });
  const keepButton = useRef<HTMLButtonElement>(null);
  const reasons = selectDeletionReasons(snapshot);
  const problem = selectDeletionProblem(snapshot);
  const editable = selectCanChangeDeletion(snapshot);
  const canDismiss = selectCanDismissDeletion(snapshot);
  const dismiss = () => canDismiss && send({ type: 'deletion.dismissed' });

  if (selectDeleted(snapshot)) {
    return (
      <Stack spacing={5}>
        <Heading as="h1" size="lg">
          Delete Account
        </Heading>
        <Alert status="success" borderRadius="md" role="status">
          <AlertIcon />
          <Text>{ACCOUNT_DELETED} Taking you to the home page...</Text>
        </Alert>
      </Stack>
    );
  }

  return (
    <Stack spacing={5}>
      <Heading as="h1" size="lg">
        Delete Account
      </Heading>
      <Box bg="white" borderWidth="1px" borderRadius="lg" p={{ base: 4, md: 6 }}>
        <Stack spacing={5}>
          <Text>
            Deleting your account removes your profile, photo, wishlist and app rating, and logs you out on every device. Your bookings and invoices are kept,
            without your contact details, for as long as tax records must be kept. Bookings that are upcoming or awaiting payment must be cancelled first.
          </Text>
          <Stack spacing={2} role="group" aria-labelledby="delete-reasons-label">
            <Text fontWeight="700" id="delete-reasons-label">
              Why are you leaving? (choose at least one)
            </Text>
            {DELETION_CHOICES.map((reason) => (
              <Checkbox
                key={reason}
                isChecked={reasons.includes(reason)}
                onChange={(e) => send({ type: 'reason.toggled', reason, on: e.target.checked })}
                isDisabled={!editable}
              >
                {reason}
              </Checkbox>
            ))}
          </Stack>
          <FeedbackField value={selectDeletionFeedback(snapshot)} max={DELETION_FEEDBACK_MAX} disabled={!editable} onChange={(value) => send({ type: 'feedback.changed', value })} />
          {problem && (
            <Alert status="error" borderRadius="md" data-testid="deletion-problem">
              <AlertIcon />
              <Stack spacing={1}>
                <Text>{problem}</Text>
                {selectBlockedByBookings(snapshot) && (
                  <Button as={Link} href={paths.userUpcoming} variant="link" colorScheme="red" alignSelf="start" size="sm">
                    See my upcoming bookings
                  </Button>
                )}
              </Stack>
            </Alert>
          )}
          <Box>
            <Button
              {...dangerButton}
              onClick={() => send({ type: 'deletion.requested' })}
              isDisabled={!editable && !selectCheckingBookings(snapshot)}
              isLoading={selectCheckingBookings(snapshot)}
              loadingText="Checking your bookings..."
            >
              Delete Account
            </Button>
          </Box>
        </Stack>
      </Box>
      <AlertDialog isOpen={selectConfirming(snapshot)} leastDestructiveRef={keepButton} onClose={dismiss} closeOnOverlayClick={canDismiss} closeOnEsc={canDismiss}>
        <AlertDialogOverlay>
          <AlertDialogContent>
            <AlertDialogHeader>Delete your account?</AlertDialogHeader>
            <AlertDialogBody>This cannot be undone. You will be logged out and taken to the home page.</AlertDialogBody>
            <AlertDialogFooter gap={2}>
              <Button ref={keepButton} variant="outline" onClick={dismiss} isDisabled={!canDismiss}>
                Keep my account
              </Button>
              <Button {...dangerButton} onClick={() => send({ type: 'deletion.confirmed' })} isLoading={selectDeleting(snapshot)} loadingText="Deleting...">
                Delete my account
              </Button>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialogOverlay>
      </AlertDialog>
    </Stack>
  );
}

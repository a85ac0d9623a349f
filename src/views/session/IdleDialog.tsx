import {
  AlertDialog,
  AlertDialogBody,
  AlertDialogContent,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogOverlay,
  Button,
} from '@chakra-ui/react';
import { useRef } from 'react';
import { useIdleOverlay } from '../../live/idleSession';

/**
 * The session-expiry dialog: shown after 5 idle minutes. Back to Home reloads /;
 * "I'm Still Here" hides it and restarts the timer. Only its buttons close it.
 */
export function IdleDialog() {
  const { open, backHome, stillHere } = useIdleOverlay();
  const stay = useRef<HTMLButtonElement>(null);
  return (
    <AlertDialog
      isOpen={open}
      leastDestructiveRef={stay}
      onClose={stillHere}
      closeOnEsc={false}
      closeOnOverlayClick={false}
      isCentered
    >
      <AlertDialogOverlay>
        <AlertDialogContent mx={4}>
          <AlertDialogHeader>Your session has expired</AlertDialogHeader>
          <AlertDialogBody>Still there? It looks like your session timed out...</AlertDialogBody>
          <AlertDialogFooter gap={3}>
            <Button variant="outline" onClick={backHome}>
              Back to Home
            </Button>
            <Button ref={stay} colorScheme="brand" onClick={stillHere}>
              I&apos;m Still Here
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialogOverlay>
    </AlertDialog>
  );
}

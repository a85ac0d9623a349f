import {
  Alert,
  AlertIcon,
  Button,
  Flex,
  HStack,
  Modal,
  ModalBody,
  ModalCloseButton,
  ModalContent,
  ModalHeader,
  ModalOverlay,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useRef, type FormEvent } from 'react';
import { selectCountdownLabel } from '../../../machines/countdown.selectors';
import {
  selectCanChangeContact,
  selectCanResend,
  selectCanVerify,
  selectChannel,
  selectContact,
  selectLoginSucceeded,
  selectOtpDigits,
  selectOtpEditable,
  selectOtpError,
  selectProofStatus,
  selectResending,
  selectShowResend,
  selectSuccessMessage,
  selectVerifying,
} from '../../../machines/otpLogin.selectors';
import type { LiveCountdownActor, LiveLoginActor } from '../../live/loginFlow';
import { OtpBoxes } from './OtpBoxes';
import { ProofStatus } from './ProofStatus';

/**
 * The OTP modal: six single-digit boxes that
 * auto-advance, go back on backspace when empty and take a pasted code; Verify; the 60 s
 * countdown, then Resend OTP (Verify is off at 0).
 */
export function OtpModal({ login, countdown }: { login: LiveLoginActor; countdown: LiveCountdownActor | null }) {
  const channel = useSelector(login, selectChannel);
  const contact = useSelector(login, selectContact);
  const digits = useSelector(login, selectOtpDigits);
  const error = useSelector(login, selectOtpError);
  const editable = useSelector(login, selectOtpEditable);
  const verifying = useSelector(login, selectVerifying);
  // Solving the server's proof-of-work challenge is part of resending.
  const proofStatus = useSelector(login, selectProofStatus);
  const proving = proofStatus !== null;
  const resending = useSelector(login, selectResending) || proving;
  const canVerify = useSelector(login, selectCanVerify);
  const showResend = useSelector(login, selectShowResend);
  const canResend = useSelector(login, selectCanResend);
  const succeeded = useSelector(login, selectLoginSucceeded);
  const canChangeContact = useSelector(login, selectCanChangeContact);
  const successMessage = useSelector(login, selectSuccessMessage);
  const firstBox = useRef<HTMLInputElement | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    login.send({ type: 'otp.submitted' });
  };
  const sentTo = channel === 'phone' ? `your mobile number ending ${contact.slice(-4)}` : contact.trim();

  return (
    <Modal
      isOpen
      onClose={() => login.send({ type: 'login.cancelled' })}
      initialFocusRef={firstBox}
      // Closed by a login, the modal has nowhere to give focus back: the Login / Sign Up button
      // that opened it is gone. Focus then stays with the page, as after a page load, instead of
      // landing on (and showing) the skip link. Closed without a login, it goes back to that button.
      returnFocusOnClose={!succeeded}
      isCentered
      size={{ base: 'full', sm: 'md' }}
    >
      <ModalOverlay />
      <ModalContent>
        <ModalHeader>Verify OTP</ModalHeader>
        <ModalCloseButton aria-label="Close OTP verification" />
        <ModalBody pb={6}>
          <Stack as="form" spacing={5} onSubmit={submit} noValidate>
            <Flex wrap="wrap" columnGap={2} rowGap={1} align="baseline">
              <Text id="otp-help" color="gray.600" fontSize="sm">
                Enter the 6-digit code sent to {sentTo}.
              </Text>
              {!succeeded && (
                <Button variant="link" colorScheme="brand" size="sm" onClick={() => login.send({ type: 'contact.changeRequested' })} isDisabled={!canChangeContact}>
                  {channel === 'phone' ? 'Change number' : 'Change email'}
                </Button>
              )}
            </Flex>
            <OtpBoxes actor={login} digits={digits} invalid={error !== null} editable={editable} describedBy="otp-help" firstBox={firstBox} />
            {error && (
              <Text role="alert" color="red.600" fontSize="sm" textAlign="center">
                {error}
              </Text>
            )}
            {successMessage && (
              <Alert status="success" borderRadius="md">
                <AlertIcon />
                {successMessage}
              </Alert>
            )}
            <ProofStatus message={proofStatus} />
            <HStack justify="space-between" minH={10}>
              {showResend ? (
                <Button variant="link" colorScheme="brand" onClick={() => login.send({ type: 'otp.resendRequested' })} isDisabled={!canResend} isLoading={resending}>
                  Resend OTP
                </Button>
              ) : (
                countdown && !succeeded && <CountdownText countdown={countdown} />
              )}
              <Button type="submit" colorScheme="brand" isDisabled={!canVerify} isLoading={verifying} loadingText="Verifying" ml="auto">
                Verify
              </Button>
            </HStack>
          </Stack>
        </ModalBody>
      </ModalContent>
    </Modal>
  );
}

function CountdownText({ countdown }: { countdown: LiveCountdownActor }) {
  const label = useSelector(countdown, selectCountdownLabel);
  return (
    <Text fontSize="sm" color="gray.600" data-testid="otp-countdown">
      Resend OTP in{' '}
      <Text as="span" fontWeight="700" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {label}
      </Text>
    </Text>
  );
}

import {
  Alert,
  AlertIcon,
  Button,
  Flex,
  HStack,
  Input,
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
import { useEffect, useRef, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react';
import { OTP_LENGTH } from '../../../contract/otp';
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
  selectResending,
  selectShowResend,
  selectSuccessMessage,
  selectVerifying,
} from '../../../machines/otpLogin.selectors';
import type { LiveCountdownActor, LiveLoginActor } from '../../live/loginFlow';

const BOX_IDS = Array.from({ length: OTP_LENGTH }, (_, i) => i);

/**
 * The OTP modal (spec 000 §4 Login, OTP countdown, §5 OTP): six single-digit boxes that
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
  const resending = useSelector(login, selectResending);
  const canVerify = useSelector(login, selectCanVerify);
  const showResend = useSelector(login, selectShowResend);
  const canResend = useSelector(login, selectCanResend);
  const succeeded = useSelector(login, selectLoginSucceeded);
  const canChangeContact = useSelector(login, selectCanChangeContact);
  const successMessage = useSelector(login, selectSuccessMessage);
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const firstBox = useRef<HTMLInputElement | null>(null);

  useEffect(() => {
    const moves = login.on('otp.focusMoved', ({ index }) => {
      const box = boxes.current[index];
      box?.focus();
      box?.select();
    });
    return () => moves.unsubscribe();
  }, [login]);

  const typed = (index: number, value: string) => {
    // A whole code arriving in one box (the phone's one-time-code autofill) counts as a paste.
    if (value.replace(/\s/g, '').length === OTP_LENGTH) login.send({ type: 'otp.pasted', text: value });
    else login.send({ type: 'otp.digitTyped', index, value });
  };
  const keyDown = (index: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace') {
      e.preventDefault();
      login.send({ type: 'otp.backspaced', index });
    } else if (/^\d$/.test(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey) {
      // A digit key replaces the box's digit whatever the caret or selection, and never reaches
      // the input (so a fast next key cannot land in this box before the focus moves on).
      // Soft keyboards that report no key, autofill and IME input go through onChange.
      e.preventDefault();
      login.send({ type: 'otp.digitTyped', index, value: e.key });
    }
  };
  const pasted = (e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    login.send({ type: 'otp.pasted', text: e.clipboardData.getData('text') });
  };
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
            <HStack role="group" aria-labelledby="otp-label" aria-describedby="otp-help" spacing={{ base: 1.5, sm: 2 }} justify="center">
              <Text id="otp-label" srOnly>
                One-time password
              </Text>
              {BOX_IDS.map((i) => (
                <Input
                  key={i}
                  ref={(el) => {
                    boxes.current[i] = el;
                    if (i === 0) firstBox.current = el;
                  }}
                  aria-label={`Digit ${i + 1} of ${OTP_LENGTH}`}
                  aria-invalid={error !== null}
                  value={digits[i] ?? ''}
                  onChange={(e) => typed(i, e.target.value)}
                  onKeyDown={(e) => keyDown(i, e)}
                  onPaste={pasted}
                  onFocus={(e) => e.currentTarget.select()}
                  inputMode="numeric"
                  pattern="[0-9]*"
                  autoComplete={i === 0 ? 'one-time-code' : 'off'}
                  isReadOnly={!editable}
                  textAlign="center"
                  fontSize="xl"
                  fontWeight="700"
                  w={{ base: '2.6rem', sm: '3rem' }}
                  h={{ base: '3rem', sm: '3.25rem' }}
                  px={0}
                />
              ))}
            </HStack>
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

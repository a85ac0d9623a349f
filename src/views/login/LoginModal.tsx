import {
  Box,
  Button,
  Divider,
  FormControl,
  FormErrorMessage,
  FormLabel,
  HStack,
  IconButton,
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
import {
  selectCanChooseCountry,
  selectCanRequestOtp,
  selectChannel,
  selectContact,
  selectCountryIso,
  selectFormError,
  selectProofStatus,
  selectSending,
} from '../../../machines/otpLogin.selectors';
import type { LiveLoginActor } from '../../live/loginFlow';
import { ContactInput } from './ContactInput';
import { ProofStatus } from './ProofStatus';
import { SocialGlyph, type SocialLogin } from './socialGlyphs';

const socialChoices: ReadonlyArray<{ kind: SocialLogin; label: string }> = [
  { kind: 'google', label: 'Continue with your Google e-mail address' },
  { kind: 'facebook', label: 'Continue with your Facebook e-mail address' },
  { kind: 'email', label: 'Continue with an e-mail address' },
];

/**
 * The first login modal: a mobile number with the country code (the
 * code goes with the number to the server), or an e-mail address after a social icon (there is
 * no real social login), then Get OTP. A pasted '+91 98765 43210' keeps its 10 digits.
 */
export function LoginModal({ login, isOpen }: { login: LiveLoginActor; isOpen: boolean }) {
  const channel = useSelector(login, selectChannel);
  const contact = useSelector(login, selectContact);
  const error = useSelector(login, selectFormError);
  // Solving the server's proof-of-work challenge is part of sending: the form waits the same way.
  const proofStatus = useSelector(login, selectProofStatus);
  const proving = proofStatus !== null;
  const sending = useSelector(login, selectSending) || proving;
  const canRequest = useSelector(login, selectCanRequestOtp);
  const country = useSelector(login, selectCountryIso);
  const canChooseCountry = useSelector(login, selectCanChooseCountry);
  const fieldRef = useRef<HTMLInputElement>(null);
  const fieldId = channel === 'phone' ? 'login-phone' : 'login-email';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    login.send({ type: 'otp.requested' });
  };

  return (
    <Modal isOpen={isOpen} onClose={() => login.send({ type: 'login.cancelled' })} initialFocusRef={fieldRef} isCentered size={{ base: 'full', sm: 'md' }}>
      <ModalOverlay />
      <ModalContent>
        <ModalHeader>Login / Sign Up</ModalHeader>
        <ModalCloseButton aria-label="Close login" />
        <ModalBody pb={6}>
          <Stack as="form" spacing={5} onSubmit={submit} noValidate>
            <Text color="gray.600" fontSize="sm">
              {channel === 'phone'
                ? 'Enter your mobile number. We will send you a one-time password (OTP).'
                : 'Enter your e-mail address. We will send you a one-time password (OTP).'}
            </Text>
            <FormControl isInvalid={error !== null}>
              <FormLabel htmlFor={fieldId}>{channel === 'phone' ? 'Mobile number' : 'E-mail address'}</FormLabel>
              <ContactInput
                kind={channel}
                id={fieldId}
                inputRef={fieldRef}
                value={contact}
                onChange={(value) => login.send(channel === 'phone' ? { type: 'phone.changed', value } : { type: 'email.changed', value })}
                country={country}
                onCountryChange={(iso) => login.send({ type: 'country.changed', iso })}
                canChooseCountry={canChooseCountry}
                isDisabled={sending}
              />
              <FormErrorMessage color="red.600">{error}</FormErrorMessage>
            </FormControl>
            <ProofStatus message={proofStatus} />
            <Button type="submit" colorScheme="brand" isLoading={sending} loadingText={proving ? 'Checking' : 'Sending OTP'} isDisabled={!canRequest && !sending}>
              Get OTP
            </Button>
          </Stack>
          <HStack my={5} spacing={3} aria-hidden="true">
            <Divider />
            <Text fontSize="sm" color="gray.600" whiteSpace="nowrap">
              or
            </Text>
            <Divider />
          </HStack>
          {channel === 'phone' ? (
            <Stack spacing={3} align="center">
              <Text fontSize="sm" color="gray.600">
                Continue with your e-mail address
              </Text>
              <HStack spacing={3}>
                {socialChoices.map((s) => (
                  <IconButton
                    key={s.kind}
                    aria-label={s.label}
                    title={s.label}
                    variant="outline"
                    isRound
                    icon={<SocialGlyph kind={s.kind} />}
                    isDisabled={sending}
                    onClick={() => {
                      login.send({ type: 'login.emailChosen' });
                      // The e-mail field replaces the phone field; put the caret there.
                      requestAnimationFrame(() => fieldRef.current?.focus());
                    }}
                  />
                ))}
              </HStack>
            </Stack>
          ) : (
            <Box textAlign="center">
              <Button
                variant="link"
                colorScheme="brand"
                isDisabled={sending}
                onClick={() => {
                  login.send({ type: 'login.phoneChosen' });
                  requestAnimationFrame(() => fieldRef.current?.focus());
                }}
              >
                Use a mobile number instead
              </Button>
            </Box>
          )}
        </ModalBody>
      </ModalContent>
    </Modal>
  );
}

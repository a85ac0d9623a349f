import {
  Box,
  Button,
  Divider,
  FormControl,
  FormErrorMessage,
  FormLabel,
  HStack,
  IconButton,
  Input,
  InputGroup,
  Modal,
  ModalBody,
  ModalCloseButton,
  ModalContent,
  ModalHeader,
  ModalOverlay,
  Select,
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
import { countryCodes } from '../../../contract/countryCodes';
import type { LiveLoginActor } from '../../live/loginFlow';
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
            {channel === 'phone' ? (
              <FormControl isInvalid={error !== null}>
                <FormLabel htmlFor={fieldId}>Mobile number</FormLabel>
                <InputGroup>
                  <Select
                    aria-label="Country code"
                    value={country}
                    onChange={(e) => login.send({ type: 'country.changed', iso: e.target.value })}
                    w="8.5rem"
                    flexShrink={0}
                    borderEndRadius={0}
                    isDisabled={!canChooseCountry}
                  >
                    {countryCodes.map((c) => (
                      <option key={c.iso} value={c.iso}>
                        {`${c.flag} ${c.dialCode} ${c.name}`}
                      </option>
                    ))}
                  </Select>
                  <Input
                    id={fieldId}
                    ref={fieldRef}
                    type="tel"
                    inputMode="numeric"
                    autoComplete="tel-national"
                    placeholder="10-digit mobile number"
                    value={contact}
                    onChange={(e) => login.send({ type: 'phone.changed', value: e.target.value })}
                    borderStartRadius={0}
                    isDisabled={sending}
                  />
                </InputGroup>
                <FormErrorMessage color="red.600">{error}</FormErrorMessage>
              </FormControl>
            ) : (
              <FormControl isInvalid={error !== null}>
                <FormLabel htmlFor={fieldId}>E-mail address</FormLabel>
                <Input
                  id={fieldId}
                  ref={fieldRef}
                  type="email"
                  autoComplete="email"
                  placeholder="you@example.com"
                  value={contact}
                  onChange={(e) => login.send({ type: 'email.changed', value: e.target.value })}
                  isDisabled={sending}
                />
                <FormErrorMessage color="red.600">{error}</FormErrorMessage>
              </FormControl>
            )}
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

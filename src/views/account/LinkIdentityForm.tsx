import { Box, Button, Flex, FormControl, FormErrorMessage, FormLabel, HStack, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { selectCountdownLabel } from '../../../machines/countdown.selectors';
import {
  selectCanChangeLinkContact,
  selectCanChooseLinkCountry,
  selectCanRequestLinkCode,
  selectCanResendLink,
  selectCanVerifyLink,
  selectLinkCodeStep,
  selectLinkContact,
  selectLinkCountdown,
  selectLinkCountryIso,
  selectLinkDigits,
  selectLinkFormError,
  selectLinkKind,
  selectLinkOtpEditable,
  selectLinkOtpError,
  selectLinkResending,
  selectLinkProofStatus,
  selectLinkSending,
  selectLinkVerifying,
  selectShowLinkResend,
} from '../../../machines/linkIdentity.selectors';
import type { LiveLinkIdentityActor } from '../../live/linkIdentity';
import { ContactInput } from '../login/ContactInput';
import { OtpBoxes } from '../login/OtpBoxes';
import { ProofStatus } from '../login/ProofStatus';

type CountdownActor = NonNullable<ReturnType<typeof selectLinkCountdown>>;

/**
 * The form that adds the account's missing identity, under the identities of the profile: the
 * mobile number with its country code, or the e-mail address, and Get OTP; then the code's six
 * boxes, Verify, the countdown and Resend OTP, and a way back to correct the number. The machine
 * (linkIdentity) decides; this form shows its state and sends what the traveller did.
 */
export function LinkIdentityForm({ actor, title }: { actor: LiveLinkIdentityActor; title: string }) {
  const codeStep = useSelector(actor, selectLinkCodeStep);
  return (
    <Box as="section" aria-label={title} borderWidth="1px" borderRadius="md" p={4} mt={3} bg="gray.50">
      {codeStep ? <CodeStep actor={actor} /> : <ContactStep actor={actor} />}
    </Box>
  );
}

function ContactStep({ actor }: { actor: LiveLinkIdentityActor }) {
  const kind = useSelector(actor, selectLinkKind);
  const contact = useSelector(actor, selectLinkContact);
  const country = useSelector(actor, selectLinkCountryIso);
  const error = useSelector(actor, selectLinkFormError);
  // Solving the server's proof-of-work challenge is part of sending: the form waits the same way.
  const proofStatus = useSelector(actor, selectLinkProofStatus);
  const proving = proofStatus !== null;
  const sending = useSelector(actor, selectLinkSending) || proving;
  const canRequest = useSelector(actor, selectCanRequestLinkCode);
  const canChooseCountry = useSelector(actor, selectCanChooseLinkCountry);
  const field = useRef<HTMLInputElement>(null);
  const fieldId = useId();

  // The form opens (or comes back to correct the number) with the caret in its field.
  useEffect(() => field.current?.focus(), []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'code.requested' });
  };

  return (
    <Stack as="form" spacing={4} onSubmit={submit} noValidate>
      <Text fontSize="sm" color="gray.700">
        {kind === 'phone'
          ? 'Enter your mobile number. We will send it a one-time password (OTP) to check it is yours.'
          : 'Enter your e-mail address. We will send it a one-time password (OTP) to check it is yours.'}
      </Text>
      <FormControl isInvalid={error !== null}>
        <FormLabel htmlFor={fieldId}>{kind === 'phone' ? 'Mobile number' : 'E-mail address'}</FormLabel>
        <ContactInput
          kind={kind}
          id={fieldId}
          inputRef={field}
          value={contact}
          onChange={(value) => actor.send({ type: 'contact.changed', value })}
          country={country}
          onCountryChange={(iso) => actor.send({ type: 'country.changed', iso })}
          canChooseCountry={canChooseCountry}
          isDisabled={sending}
          bg="white"
        />
        <FormErrorMessage color="red.600">{error}</FormErrorMessage>
      </FormControl>
      <HStack spacing={3}>
        <ProofStatus message={proofStatus} />
        <Button type="submit" colorScheme="brand" isLoading={sending} loadingText={proving ? 'Checking' : 'Sending OTP'} isDisabled={!canRequest && !sending}>
          Get OTP
        </Button>
        <Button variant="outline" onClick={() => actor.send({ type: 'link.cancelled' })}>
          Cancel
        </Button>
      </HStack>
    </Stack>
  );
}

function CodeStep({ actor }: { actor: LiveLinkIdentityActor }) {
  const kind = useSelector(actor, selectLinkKind);
  const contact = useSelector(actor, selectLinkContact);
  const digits = useSelector(actor, selectLinkDigits);
  const error = useSelector(actor, selectLinkOtpError);
  const editable = useSelector(actor, selectLinkOtpEditable);
  const verifying = useSelector(actor, selectLinkVerifying);
  const resending = useSelector(actor, selectLinkResending);
  const canVerify = useSelector(actor, selectCanVerifyLink);
  const showResend = useSelector(actor, selectShowLinkResend);
  const canResend = useSelector(actor, selectCanResendLink);
  const canChangeContact = useSelector(actor, selectCanChangeLinkContact);
  const countdown = useSelector(actor, selectLinkCountdown);
  const proofStatus = useSelector(actor, selectLinkProofStatus);
  const firstBox = useRef<HTMLInputElement | null>(null);
  const helpId = useId();

  // The code step opens with the caret in the first box.
  useEffect(() => firstBox.current?.focus(), []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'otp.submitted' });
  };
  const sentTo = kind === 'phone' ? `your mobile number ending ${contact.slice(-4)}` : contact.trim();

  return (
    <Stack as="form" spacing={4} onSubmit={submit} noValidate>
      <Flex wrap="wrap" columnGap={2} rowGap={1} align="baseline">
        <Text id={helpId} color="gray.700" fontSize="sm">
          Enter the 6-digit code sent to {sentTo}.
        </Text>
        <Button variant="link" colorScheme="brand" size="sm" onClick={() => actor.send({ type: 'contact.changeRequested' })} isDisabled={!canChangeContact}>
          {kind === 'phone' ? 'Change number' : 'Change email'}
        </Button>
      </Flex>
      <OtpBoxes actor={actor} digits={digits} invalid={error !== null} editable={editable} describedBy={helpId} firstBox={firstBox} />
      {error && (
        <Text role="alert" color="red.600" fontSize="sm" textAlign="center">
          {error}
        </Text>
      )}
      <ProofStatus message={proofStatus} />
      <HStack justify="space-between" minH={10} wrap="wrap" rowGap={2}>
        {showResend ? (
          <Button variant="link" colorScheme="brand" onClick={() => actor.send({ type: 'otp.resendRequested' })} isDisabled={!canResend} isLoading={resending}>
            Resend OTP
          </Button>
        ) : (
          countdown && <CountdownText countdown={countdown} />
        )}
        <HStack spacing={3} ml="auto">
          <Button variant="outline" onClick={() => actor.send({ type: 'link.cancelled' })}>
            Cancel
          </Button>
          <Button type="submit" colorScheme="brand" isDisabled={!canVerify} isLoading={verifying} loadingText="Verifying">
            Verify
          </Button>
        </HStack>
      </HStack>
    </Stack>
  );
}

function CountdownText({ countdown }: { countdown: CountdownActor }) {
  const label = useSelector(countdown, selectCountdownLabel);
  return (
    <Text fontSize="sm" color="gray.700" data-testid="link-otp-countdown">
      Resend OTP in{' '}
      <Text as="span" fontWeight="700" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {label}
      </Text>
    </Text>
  );
}

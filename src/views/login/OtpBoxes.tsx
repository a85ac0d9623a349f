import { HStack, Input, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, type ClipboardEvent, type KeyboardEvent, type MutableRefObject } from 'react';
import { OTP_LENGTH } from '../../../contract/otp';
import type { OtpLoginEmitted } from '../../../machines/otpLogin.machine';

const BOX_IDS = Array.from({ length: OTP_LENGTH }, (_, i) => i);

/** What the boxes send: a digit typed (or a whole code in one box), a backspace, a paste. */
export type OtpBoxEvent = { type: 'otp.digitTyped'; index: number; value: string } | { type: 'otp.backspaced'; index: number } | { type: 'otp.pasted'; text: string };

/** A flow's actor as the boxes use it: they send it what was typed and move the focus when it says so. */
export interface OtpBoxesActor {
  send: (event: OtpBoxEvent) => void;
  on: (type: 'otp.focusMoved', handler: (event: OtpLoginEmitted) => void) => { unsubscribe: () => void };
}

/**
 * The six single-digit OTP boxes, for any flow that asks for a code (the login's
 * OTP modal, adding an identity in the profile): they auto-advance, go back on backspace when
 * empty and take a pasted code. The flow's machine decides; the boxes send it what was typed and
 * move the focus where it says (`otp.focusMoved`).
 */
export function OtpBoxes({
  actor,
  digits,
  invalid,
  editable,
  describedBy,
  firstBox,
}: {
  actor: OtpBoxesActor;
  digits: readonly string[];
  invalid: boolean;
  editable: boolean;
  /** The id of the text that says where the code was sent. */
  describedBy: string;
  /** Given the first box, for a dialog's initial focus. */
  firstBox?: MutableRefObject<HTMLInputElement | null>;
}) {
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const labelId = useId();

  useEffect(() => {
    const moves = actor.on('otp.focusMoved', ({ index }) => {
      const box = boxes.current[index];
      box?.focus();
      box?.select();
    });
    return () => moves.unsubscribe();
  }, [actor]);

  const typed = (index: number, value: string) => {
    // A whole code arriving in one box (the phone's one-time-code autofill) counts as a paste.
    if (value.replace(/\s/g, '').length === OTP_LENGTH) actor.send({ type: 'otp.pasted', text: value });
    else actor.send({ type: 'otp.digitTyped', index, value });
  };
  const keyDown = (index: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace') {
      e.preventDefault();
      actor.send({ type: 'otp.backspaced', index });
    } else if (/^\d$/.test(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey) {
      // A digit key replaces the box's digit whatever the caret or selection, and never reaches
      // the input (so a fast next key cannot land in this box before the focus moves on).
      // Soft keyboards that report no key, autofill and IME input go through onChange.
      e.preventDefault();
      actor.send({ type: 'otp.digitTyped', index, value: e.key });
    }
  };
  const pasted = (e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    actor.send({ type: 'otp.pasted', text: e.clipboardData.getData('text') });
  };

  return (
    <HStack role="group" aria-labelledby={labelId} aria-describedby={describedBy} spacing={{ base: 1.5, sm: 2 }} justify="center">
      <Text id={labelId} srOnly>
        One-time password
      </Text>
      {BOX_IDS.map((i) => (
        <Input
          key={i}
          ref={(el) => {
            boxes.current[i] = el;
            if (i === 0 && firstBox) firstBox.current = el;
          }}
          aria-label={`Digit ${i + 1} of ${OTP_LENGTH}`}
          aria-invalid={invalid}
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
  );
}

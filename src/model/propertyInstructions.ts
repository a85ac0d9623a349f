/**
 * Property instructions: typed entries POLICIES, CHECKIN_INSTRUCTIONS, FEES,
 * INCLUSIONS grouped by type, as plain text. Pure.
 */
import { plainLines } from './plainText';

export const INSTRUCTION_TYPES = ['POLICIES', 'CHECKIN_INSTRUCTIONS', 'FEES', 'INCLUSIONS'] as const;
export type InstructionType = (typeof INSTRUCTION_TYPES)[number];

export const INSTRUCTION_TITLES: Record<InstructionType, string> = {
  POLICIES: 'Policies',
  CHECKIN_INSTRUCTIONS: 'Check-in instructions',
  FEES: 'Fees',
  INCLUSIONS: 'Inclusions',
};

export const instructionMessages = {
  invalid: 'Invalid instruction data',
  empty: 'No property instructions available',
} as const;

export interface InstructionGroup {
  type: InstructionType;
  title: string;
  lines: string[];
}

export type InstructionsView = { kind: 'invalid'; message: string } | { kind: 'empty'; message: string } | { kind: 'groups'; groups: InstructionGroup[] };

function isInstructionType(value: unknown): value is InstructionType {
  return typeof value === 'string' && (INSTRUCTION_TYPES as readonly string[]).includes(value);
}

/** Anything but a list of `{type, msg}` is invalid; unknown types are skipped; no text at all is empty. */
export function instructionsView(data: unknown): InstructionsView {
  if (!Array.isArray(data)) return { kind: 'invalid', message: instructionMessages.invalid };
  if (data.some((e) => !e || typeof e !== 'object' || typeof (e as { msg?: unknown }).msg !== 'string')) {
    return { kind: 'invalid', message: instructionMessages.invalid };
  }
  const groups: InstructionGroup[] = [];
  for (const type of INSTRUCTION_TYPES) {
    const lines = (data as Array<{ type?: unknown; msg: string }>)
      .filter((e) => isInstructionType(e.type) && e.type === type)
      .flatMap((e) => plainLines(e.msg));
    if (lines.length) groups.push({ type, title: INSTRUCTION_TITLES[type], lines });
  }
  return groups.length ? { kind: 'groups', groups } : { kind: 'empty', message: instructionMessages.empty };
}

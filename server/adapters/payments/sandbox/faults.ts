/**
 * Faults the sandbox can be told to act out, as Razorpay may: refuse refunds with a reason (400,
 * e.g. when the merchant's balance is short), or not answer refund calls (503). For tests and
 * local trials of what the server does then; a running server's sandbox starts with none.
 */
export interface SandboxFaults {
  /** What the next refund call meets: null, a refusal with its reason, or no answer. */
  readonly refunds: { kind: 'refuse'; reason: string } | { kind: 'unavailable' } | null;
  refuseRefunds(reason: string): void;
  failRefunds(): void;
  clear(): void;
}

export function sandboxFaults(): SandboxFaults {
  let refunds: SandboxFaults['refunds'] = null;
  return {
    get refunds() {
      return refunds;
    },
    refuseRefunds: (reason) => void (refunds = { kind: 'refuse', reason }),
    failRefunds: () => void (refunds = { kind: 'unavailable' }),
    clear: () => void (refunds = null),
  };
}

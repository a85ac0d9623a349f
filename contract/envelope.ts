import { z } from 'zod';

/** `{ hotelStatus, hotelFailureCode?, hotelFailureMsg?, response? }`: the shape of every answer, failed or successful. */
export const failureEnvelope = z.object({
  hotelStatus: z.literal('FAILURE'),
  hotelFailureCode: z.number().int(),
  hotelFailureMsg: z.string(),
});
export type FailureEnvelope = z.infer<typeof failureEnvelope>;

/** A successful answer carrying `response` of the given schema. */
export function successEnvelope<T extends z.ZodType>(response: T) {
  return z.object({ hotelStatus: z.literal('SUCCESS'), response });
}

/** Either outcome, as a client reads it before deciding. */
export function envelope<T extends z.ZodType>(response: T) {
  return z.union([successEnvelope(response), failureEnvelope]);
}

import { z } from 'zod';
import { successEnvelope } from './envelope';
import { hotelId, optionId } from './ids';
import { localDateTime, rupees } from './primitives';

/** One penalty window: cancelling between `fdt` and `tdt` (India local time) costs `am` rupees (`pp`% of the total, `rn` room nights). */
export const penaltyPeriod = z.object({
  fdt: localDateTime,
  tdt: localDateTime,
  am: rupees,
  pp: z.number().min(0).max(100),
  rn: z.number().int().min(0),
});

/** `inra` non-refundable, `ifra` refundable (fully or in part); `id` is the option id. */
export const cancellationPolicy = z.object({
  id: z.string(),
  inra: z.boolean(),
  ifra: z.boolean(),
  pd: z.array(penaltyPeriod),
});
export type CancellationPolicy = z.infer<typeof cancellationPolicy>;

/** POST /hotel-cancellation-policy: `id` is the hotel id. */
export const cancellationPolicyRequest = z.object({ id: hotelId, optionId });
export const cancellationPolicyResponse = successEnvelope(z.object({ cancellationPolicy }));

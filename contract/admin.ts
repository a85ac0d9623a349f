import { z } from 'zod';
import { successEnvelope } from './envelope';

/**
 * The answers of the operator's routes (`/api/admin/v1`), which the commands call when a running
 * server owns the embedded database. Their only clients are this repository's own commands.
 */

/** A time as the wire carries it (ISO 8601, UTC), read and written as a Date. */
const instant = z.codec(z.iso.datetime(), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

/** A line of the catalogue file that cannot be imported: the field as a JSON path, or the CSV column after it. */
const fileProblem = z.object({ line: z.number().int(), field: z.string(), message: z.string() });

/** POST /catalogue-import: what was imported, or every problem of the file (then nothing was written). */
export const catalogueImportResponse = successEnvelope(
  z.discriminatedUnion('ok', [
    z.object({
      ok: z.literal(true),
      report: z.object({
        hotelsAdded: z.number().int(),
        hotelsUpdated: z.number().int(),
        roomTypesAdded: z.number().int(),
        roomTypesUpdated: z.number().int(),
        roomTypesWithdrawn: z.number().int(),
        photosStored: z.number().int(),
        allotmentNights: z.number().int(),
        calendarsWritten: z.number().int(),
        /** Hotel code -> the hotel's id on the site. */
        ids: z.record(z.string(), z.string()),
        warnings: z.array(z.string()),
      }),
    }),
    z.object({ ok: z.literal(false), problems: z.array(fileProblem) }),
  ]),
);

/** POST /partner-keys: the new key, shown this once, and its id. */
export const partnerKeyCreatedResponse = successEnvelope(z.object({ key: z.string(), id: z.string() }));

/** GET /partner-keys: every key, revoked ones too, oldest first. */
export const partnerKeysResponse = successEnvelope(
  z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      hotelCodes: z.array(z.string()),
      createdAt: instant,
      lastUsedAt: instant.nullable(),
      revokedAt: instant.nullable(),
    }),
  ),
);

/** POST /partner-keys/:id/revoke: whether a live key of that id was revoked now. */
export const partnerKeyRevokedResponse = successEnvelope(z.object({ revoked: z.boolean() }));

/**
 * A rate plan's nights as `rate_calendars.nights` keeps them: the nights' rates (paise, 32-bit
 * little-endian integers; 0 is no rate) then their restriction bytes (restrictions.ts), deflated.
 * A year of a generated plan's nights, 2 KB unpacked, packs into about 60-130 bytes, so the
 * country's calendars stay a small part of the database and are read back quickly.
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';

/** A plan's nights from its first one, unpacked. */
export interface PlanNights {
  rates: Int32Array;
  restrictions: Uint8Array;
}

export function packNights({ rates, restrictions }: PlanNights): Buffer {
  if (rates.length !== restrictions.length) throw new RangeError('a night has a rate and a restriction byte');
  const plain = Buffer.alloc(rates.length * 5);
  for (let i = 0; i < rates.length; i++) plain.writeInt32LE(rates[i]!, i * 4);
  plain.set(restrictions, rates.length * 4);
  return deflateRawSync(plain);
}

const littleEndian = new Uint8Array(new Int32Array([1]).buffer)[0] === 1;

export function unpackNights(packed: Uint8Array, count: number): PlanNights {
  const plain = count === 0 ? Buffer.alloc(0) : inflateRawSync(packed);
  if (plain.length !== count * 5) throw new RangeError(`a calendar of ${count} nights unpacked to ${plain.length} bytes`);
  const rates = new Int32Array(count);
  // On a little-endian machine (every one Node runs on here) the bytes are the integers already.
  if (littleEndian) new Uint8Array(rates.buffer).set(plain.subarray(0, count * 4));
  else for (let i = 0; i < count; i++) rates[i] = plain.readInt32LE(i * 4);
  return { rates, restrictions: new Uint8Array(plain.subarray(count * 4)) };
}

/**
 * Partner API keys: `pdv_` and 32 characters of Crockford's base 32 (160 random bits), shown once
 * when made; only their SHA-256 is kept. A key reads and writes the hotels it is given, until it
 * is revoked. `npm run partner:key` makes, lists and revokes them (server/partnerKey.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../db/database';
import { partnerKeyHotels, partnerKeys as partnerKeysTable } from '../../db/schema';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const KEY_PATTERN = /^pdv_[0-9A-HJKMNP-TV-Z]{32}$/;

function base32(bytes: Buffer, length: number): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < length) {
      out += CROCKFORD[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

export const keyHash = (key: string) => createHash('sha256').update(key).digest('hex');

/** A key as its owner may read it back: never the key itself. */
export interface PartnerKeyInfo {
  id: string;
  name: string;
  hotelCodes: string[];
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

/** A live key's id and hotels, as a request authorised by it has them. */
export interface PartnerKey {
  id: string;
  name: string;
  /** Hotel code -> hotel id. */
  hotels: Map<string, string>;
}

export class KeyRefused extends Error {}

export function partnerKeys(db: Database) {
  return {
    /** Makes a key for the hotels with these codes; answers the key, which is never shown again. */
    async create(name: string, hotelCodes: readonly string[]): Promise<{ key: string; id: string }> {
      const codes = [...new Set(hotelCodes)];
      if (!name.trim()) throw new KeyRefused('give the key a --name (who holds it, e.g. "STAAH for The Pines")');
      if (name.length > 120 || /[\u0000-\u001f\u007f]/.test(name)) throw new KeyRefused('--name: at most 120 characters, none of them control characters');
      if (codes.length === 0) throw new KeyRefused('name at least one hotel: --hotel CODE');
      const rows = await db.rows<{ id: string; code: string }>('select id, code from hotels where code = any($1::text[])', [codes]);
      const missing = codes.filter((c) => !rows.some((r) => r.code === c));
      if (missing.length) throw new KeyRefused(`no hotel with code ${missing.join(', ')}`);
      const key = `pdv_${base32(randomBytes(20), 32)}`;
      const id = `pk_${base32(randomBytes(10), 12).toLowerCase()}`;
      await db.orm.transaction(async (tx) => {
        await tx.insert(partnerKeysTable).values({ id, name: name.trim(), secretHash: keyHash(key) });
        await tx.insert(partnerKeyHotels).values(rows.map((r) => ({ keyId: id, hotelId: r.id })));
      });
      return { key, id };
    },

    async list(): Promise<PartnerKeyInfo[]> {
      const rows = await db.rows<{ id: string; name: string; codes: string[] | null; createdAt: Date; lastUsedAt: Date | null; revokedAt: Date | null }>(
        `select k.id, k.name, array_remove(array_agg(h.code order by h.code), null) as codes, k.created_at as "createdAt", k.last_used_at as "lastUsedAt", k.revoked_at as "revokedAt"
           from partner_keys k left join partner_key_hotels kh on kh.key_id = k.id left join hotels h on h.id = kh.hotel_id
          group by k.id order by k.created_at, k.id`,
      );
      return rows.map((r) => ({ id: r.id, name: r.name, hotelCodes: r.codes ?? [], createdAt: new Date(r.createdAt), lastUsedAt: r.lastUsedAt && new Date(r.lastUsedAt), revokedAt: r.revokedAt && new Date(r.revokedAt) }));
    },

    /** Revokes the key with this id; false when there is no live one. */
    async revoke(id: string): Promise<boolean> {
      return (await db.rows('update partner_keys set revoked_at = now() where id = $1 and revoked_at is null returning 1', [id])).length > 0;
    },

    /** The live key this is, with its hotels; null for a key that is malformed, unknown or revoked. */
    async find(key: string): Promise<PartnerKey | null> {
      if (!KEY_PATTERN.test(key)) return null;
      const rows = await db.rows<{ id: string; name: string; hotelId: string | null; code: string | null }>(
        `select k.id, k.name, h.id as "hotelId", h.code from partner_keys k
           left join partner_key_hotels kh on kh.key_id = k.id left join hotels h on h.id = kh.hotel_id
          where k.secret_hash = $1 and k.revoked_at is null`,
        [keyHash(key)],
      );
      if (rows.length === 0) return null;
      return { id: rows[0]!.id, name: rows[0]!.name, hotels: new Map(rows.flatMap((r) => (r.code && r.hotelId ? [[r.code, r.hotelId] as const] : []))) };
    },

    /** Notes that a key was used (at most once a minute a key: `partner:key list` shows it). */
    async used(id: string): Promise<void> {
      await db.rows(`update partner_keys set last_used_at = now() where id = $1 and (last_used_at is null or last_used_at < now() - interval '1 minute')`, [id]);
    },
  };
}
export type PartnerKeys = ReturnType<typeof partnerKeys>;

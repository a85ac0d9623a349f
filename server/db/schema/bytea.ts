import { customType } from 'drizzle-orm/pg-core';

/** A bytea column, read as a Buffer on PGlite and node-postgres alike. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Who issues the GST tax invoices, from the environment: `SUPPLIER_NAME`, `SUPPLIER_ADDRESS`
 * (lines separated by `|`), the principal registration `SUPPLIER_GSTIN`, and one registration per
 * further state, `SUPPLIER_GSTINS=29:29AAAAA0000A1Z5,07:07AAAAA0000A1Z3` (state code: GSTIN). An
 * invoice is issued from the registration in the hotel's state when there is one (documents/gst.ts).
 */
import { brand } from '../domain/brand';
import { gstStateOfCode, gstStateOfGstin } from './rules/gstStates';
import { isValidGstin } from '../domain/guestRules';

export interface SupplierConfig {
  name: string;
  address: string[];
  /** The principal registration: invoices for hotels in states without one of their own. */
  gstin: string;
  /** Every registration by GST state code ('29'), the principal one included. */
  gstins: Record<string, string>;
}

/** A GSTIN of the right form (Karnataka), printed when none is set, so invoices can be tried out. Refused in production. */
export const MADE_UP_GSTIN = '29AAKCP4821R1ZL';

function gstinOf(name: string, value: string): string {
  const gstin = value.trim().toUpperCase();
  if (!isValidGstin(gstin)) throw new Error(`${name}: not a valid GSTIN: "${value}"`);
  return gstin;
}

export function readSupplier(env: NodeJS.ProcessEnv, production: boolean): SupplierConfig {
  if (production && (!env.SUPPLIER_GSTIN || env.SUPPLIER_GSTIN.trim().toUpperCase() === MADE_UP_GSTIN)) {
    throw new Error(
      `SUPPLIER_GSTIN: set the GSTIN your tax invoices are issued under (and SUPPLIER_GSTINS=29:...,07:... for one registration per state); the default ${MADE_UP_GSTIN} is made up and is refused when NODE_ENV=production`,
    );
  }
  const gstin = env.SUPPLIER_GSTIN ? gstinOf('SUPPLIER_GSTIN', env.SUPPLIER_GSTIN) : MADE_UP_GSTIN;
  const gstins: Record<string, string> = { [gstin.slice(0, 2)]: gstin };
  for (const entry of (env.SUPPLIER_GSTINS ?? '').split(',').map((e) => e.trim()).filter(Boolean)) {
    const [code = '', value = ''] = entry.split(':').map((p) => p.trim());
    if (!gstStateOfCode(code)) throw new Error(`SUPPLIER_GSTINS: "${code}" is not a GST state code (give code:GSTIN, e.g. 29:${MADE_UP_GSTIN})`);
    const registered = gstinOf('SUPPLIER_GSTINS', value);
    if (gstStateOfGstin(registered)?.code !== code) throw new Error(`SUPPLIER_GSTINS: ${registered} is not registered in state ${code} (a GSTIN starts with its state code)`);
    gstins[code] = registered;
  }
  return {
    name: env.SUPPLIER_NAME || brand.copyrightHolder,
    address: env.SUPPLIER_ADDRESS
      ? env.SUPPLIER_ADDRESS.split('|').map((l) => l.trim()).filter(Boolean)
      : [...brand.address.lines, `${brand.address.city} ${brand.address.postalCode}`, brand.address.state],
    gstin,
    gstins,
  };
}

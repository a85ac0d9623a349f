import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { MADE_UP_GSTIN, readSupplier } from '../../server/supplierConfig';
import { GST_STATES, gstStateNamed } from '../../server/rules/gstStates';
import { STATES } from '../../server/reference/states';

describe('who issues GST invoices', () => {
  it('refuses the made-up GSTIN in production, saying which setting to give', () => {
    const production = { NODE_ENV: 'production', PAYMENTS: 'sandbox', OTP_DELIVERY: 'sms' };
    expect(() => readConfig(production)).toThrow(/^SUPPLIER_GSTIN: set the GSTIN your tax invoices are issued under/);
    expect(() => readConfig({ ...production, SUPPLIER_GSTIN: MADE_UP_GSTIN })).toThrow(/SUPPLIER_GSTIN/);
    expect(readConfig({ ...production, SUPPLIER_GSTIN: '27AAKCP4821R1ZP' }).supplier.gstin).toBe('27AAKCP4821R1ZP');
    // Outside production the made-up one is printed, so invoices can be tried out.
    expect(readSupplier({}, false).gstin).toBe(MADE_UP_GSTIN);
  });

  it('takes one registration per state from SUPPLIER_GSTINS, each checked against its state code', () => {
    const supplier = readSupplier({ SUPPLIER_GSTIN: '29AABCU9603R1ZJ', SUPPLIER_GSTINS: '30:30AAKCP4821R1Z2, 27:27AAKCP4821R1ZP' }, false);
    expect(supplier.gstins).toEqual({ '29': '29AABCU9603R1ZJ', '30': '30AAKCP4821R1Z2', '27': '27AAKCP4821R1ZP' });
    expect(() => readSupplier({ SUPPLIER_GSTINS: '07:30AAKCP4821R1Z2' }, false)).toThrow('SUPPLIER_GSTINS: 30AAKCP4821R1Z2 is not registered in state 07');
    expect(() => readSupplier({ SUPPLIER_GSTINS: '99:30AAKCP4821R1Z2' }, false)).toThrow('"99" is not a GST state code');
    expect(() => readSupplier({ SUPPLIER_GSTINS: '30:30AAKCP4821R1Z3' }, false)).toThrow('not a valid GSTIN');
  });

  it('knows the GST state code of every state and union territory the catalogue has, UTGST where there is no legislature', () => {
    for (const { name } of Object.values(STATES)) expect(gstStateNamed(name), name).toBeDefined();
    expect(GST_STATES).toHaveLength(36);
    expect(gstStateNamed('Karnataka')).toEqual({ code: '29', name: 'Karnataka', utgst: false });
    expect(gstStateNamed('Goa')?.code).toBe('30');
    expect(gstStateNamed('Chandigarh')?.utgst).toBe(true);
    expect(gstStateNamed('Delhi')?.utgst).toBe(false);
  });
});

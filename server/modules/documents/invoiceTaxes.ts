/**
 * The tax lines of a GST invoice, from what a booking kept as sold (each room night's taxable
 * value, GST and rate), never worked out again from today's rates:
 * - a stay: each rate's taxable value and the GST charged on it;
 * - a cancellation charge (the money a cancellation kept): tax-inclusive, shared between the
 *   stay's rates in the stay's own proportions, so it is taxed at the stay's rate(s).
 * The tax of a line is CGST and SGST (or UTGST) halves within the supplier's state, IGST across
 * states (place of supply: the hotel's state, IGST Act s.12(3)). Pure.
 */
export interface SoldNight {
  bf: number;
  taf: number;
  rateBp: number;
}

export interface RateAmount {
  /** GST rate in basis points (500 = 5%). */
  rateBp: number;
  taxablePaise: number;
  taxPaise: number;
}

export interface InvoiceLine {
  rateBp: number;
  taxablePaise: number;
  cgstPaise: number;
  /** SGST, or UTGST in a union territory without a legislature. */
  sgstPaise: number;
  igstPaise: number;
}

/** The taxable value and GST charged at each rate, lowest rate first. */
export function stayByRate(nights: ReadonlyArray<ReadonlyArray<SoldNight>>): RateAmount[] {
  const byRate = new Map<number, RateAmount>();
  for (const room of nights) {
    for (const night of room) {
      const line = byRate.get(night.rateBp) ?? { rateBp: night.rateBp, taxablePaise: 0, taxPaise: 0 };
      line.taxablePaise += night.bf;
      line.taxPaise += night.taf;
      byRate.set(night.rateBp, line);
    }
  }
  return [...byRate.values()].sort((a, b) => a.rateBp - b.rateBp);
}

/**
 * A tax-inclusive charge split between the stay's rates in proportion to what each rate's nights
 * cost with tax; each share's taxable value and tax worked out at its rate. The shares add up to
 * the charge to the paisa.
 */
export function chargeByRate(chargePaise: number, stay: readonly RateAmount[]): RateAmount[] {
  const gross = stay.reduce((sum, r) => sum + r.taxablePaise + r.taxPaise, 0);
  if (chargePaise <= 0 || gross <= 0) return [];
  let left = chargePaise;
  return stay.map((rate, i) => {
    const share = i === stay.length - 1 ? left : Math.round((chargePaise * (rate.taxablePaise + rate.taxPaise)) / gross);
    left -= share;
    const taxable = Math.round((share * 10_000) / (10_000 + rate.rateBp));
    return { rateBp: rate.rateBp, taxablePaise: taxable, taxPaise: share - taxable };
  });
}

/** Each rate's tax as the place of supply has it: halves within the supplier's state, IGST across states. */
export function invoiceLines(amounts: readonly RateAmount[], intraState: boolean): InvoiceLine[] {
  return amounts.map(({ rateBp, taxablePaise, taxPaise }) => {
    if (!intraState) return { rateBp, taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: taxPaise };
    const cgst = Math.floor(taxPaise / 2);
    return { rateBp, taxablePaise, cgstPaise: cgst, sgstPaise: taxPaise - cgst, igstPaise: 0 };
  });
}

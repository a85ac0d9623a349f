/**
 * Value for money, the "Lowest Price & Best Rated" sort: the guest score (out of 5) a hotel gives
 * per Rs 1,000.00 of its price per night. A Rs 2,000.00 hotel scored 4.6 (2.3) comes before a Rs 1,800.00 one
 * scored 3.6 (2.0): price counts, and so does what guests thought of it. Pure.
 */
export const VALUE_PER_RUPEES = 1000;

export const VALUE_FOR_MONEY_HELP = 'Value for money: guest score per Rs 1,000.00 a night, highest first.';

/** Score per Rs 1,000.00 a night; 0 without a price or a score (such hotels sort last). */
export function valueForMoney(score: number, pricePerNight: number | null): number {
  if (pricePerNight === null || !Number.isFinite(pricePerNight) || pricePerNight <= 0 || !(score > 0)) return 0;
  return (score * VALUE_PER_RUPEES) / pricePerNight;
}

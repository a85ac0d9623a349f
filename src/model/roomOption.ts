/**
 * A bookable option of the rooms list: room name, beds and area, meal plan,
 * facilities (3 before View More) and benefits (5 before View More), price per night and for the
 * stay, the free-cancellation deadline and whether it may be paid later. Pure.
 */
import { priceStatement, type PriceStatement } from '../../machines/rules/priceStatement';
import type { HotelOption } from '../../contract/hotel';
import { toPaise, toRupees } from '../../domain/money';
import { mealPlanLabel } from '../../domain/mealPlan';
import { formatLocalDateTime } from '../../domain/dateLabels';
import { PAY_LATER_LINE } from './resultCard';

export const FACILITIES_SHOWN = 3;
export const BENEFITS_SHOWN = 5;

/**
 * `1 Queen bed`, `2 Twin beds`, `1 King bed, 1 Sofa bed`: the bed type with any `Bed` of its
 * own left out (the catalogue says `Queen Bed`), counted once.
 */
export function bedsLabel(beds: ReadonlyArray<{ bc: number; bt: string }>): string {
  return beds
    .filter((b) => b.bc > 0)
    .map((b) => {
      const type = b.bt.replace(/\s*\bbeds?\s*$/i, '').trim();
      return `${b.bc} ${type ? `${type} ` : ''}bed${b.bc === 1 ? '' : 's'}`;
    })
    .join(', ');
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values.map((v) => v.trim()).filter(Boolean))];
}

export interface OptionView {
  id: string;
  roomName: string;
  beds: string;
  /** `240 sq ft`, or '' when unknown. */
  area: string;
  mealPlan: string;
  facilities: string[];
  benefits: string[];
  /** What the option costs and covers, said as everywhere else (priceStatement.ts). */
  price: PriceStatement;
  /** `Free cancellation until 20 Nov 2025, 2:00 PM`, or null when there is no deadline. */
  freeCancellation: string | null;
  /** `Pay later available` when the option may be booked now and paid later (`isBA`), else null. */
  payLater: string | null;
  nonRefundable: boolean;
}

/**
 * Whether the server priced the option's nights differently: each night's total over every room
 * (`ris[].pis`, the server's own figures, night by night) compared in paise.
 */
export function optionNightsDiffer(option: Pick<HotelOption, 'ris'>): boolean {
  const byNight = new Map<number, number>();
  for (const room of option.ris) for (const night of room.pis) byNight.set(night.day, (byNight.get(night.day) ?? 0) + toPaise(night.fc.TF));
  return new Set(byNight.values()).size > 1;
}

export function optionView(option: HotelOption, nights: number): OptionView {
  const first = option.ris[0];
  const taxesPaise = option.ris.reduce((sum, r) => sum + toPaise(r.tfcs.TAF), 0);
  return {
    id: option.id,
    roomName: first?.srn ?? 'Room',
    beds: first ? bedsLabel(first.radi.bds) : '',
    area: first && first.radi.ar.asm > 0 ? `${first.radi.ar.asm} sq ft` : '',
    mealPlan: first ? mealPlanLabel(first.mb) : '',
    facilities: unique(option.ris.flatMap((r) => r.fcs)),
    benefits: unique(option.ris.flatMap((r) => [...r.rexb.BENEFIT, ...r.rexb.SERVICE])),
    price: priceStatement({ total: option.tp, taxes: toRupees(taxesPaise) }, { nights, rooms: option.ris.length, nightsDiffer: optionNightsDiffer(option) }),
    freeCancellation: option.ddt ? `Free cancellation until ${formatLocalDateTime(option.ddt)}` : null,
    payLater: option.isBA ? PAY_LATER_LINE : null,
    nonRefundable: option.cnp.inra,
  };
}

/** The first `limit` items unless expanded, and whether View More is needed. */
export function firstItems<T>(items: readonly T[], limit: number, expanded: boolean): { items: T[]; hasMore: boolean } {
  return { items: expanded ? [...items] : items.slice(0, limit), hasMore: items.length > limit };
}

/** `1 night`, `3 nights`; `1 room`, `2 rooms`. */
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

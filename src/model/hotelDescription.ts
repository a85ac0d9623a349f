/**
 * About the property: the `des` JSON text parsed safely into tabs, as plain text.
 * Broken JSON or missing keys give fewer tabs, never an error. Pure.
 */
import { plainLines } from './plainText';

export const DESCRIPTION_TABS = [
  { key: 'headline', label: 'Overview' },
  { key: 'amenities', label: 'Amenities' },
  { key: 'rooms', label: 'Rooms' },
  { key: 'dining', label: 'Dining' },
  { key: 'business_amenities', label: 'Business Amenities' },
  { key: 'onsite_payments', label: 'On-site Payments' },
  { key: 'spoken_languages', label: 'Spoken Languages' },
  { key: 'attractions', label: 'Attractions' },
  { key: 'location', label: 'Location' },
  { key: 'transport', label: 'Getting There' },
] as const;

export type DescriptionKey = (typeof DESCRIPTION_TABS)[number]['key'];

export interface DescriptionTab {
  key: DescriptionKey;
  label: string;
  lines: string[];
}

export function parseDescription(des: unknown): Record<string, unknown> {
  if (des && typeof des === 'object' && !Array.isArray(des)) return des as Record<string, unknown>;
  if (typeof des !== 'string' || !des.trim()) return {};
  try {
    const parsed: unknown = JSON.parse(des);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The nearest airport and railway station with their distances (`des.transport`), one per line; none when not given. */
export function arrivalLines(des: unknown): string[] {
  return plainLines(parseDescription(des).transport);
}

/** One tab per known key with text, in the spec's order. */
export function descriptionTabs(des: unknown): DescriptionTab[] {
  const parsed = parseDescription(des);
  const tabs: DescriptionTab[] = [];
  for (const { key, label } of DESCRIPTION_TABS) {
    const value = parsed[key];
    const lines = Array.isArray(value) ? value.flatMap((v) => plainLines(v)) : plainLines(value);
    if (lines.length) tabs.push({ key, label, lines });
  }
  return tabs;
}

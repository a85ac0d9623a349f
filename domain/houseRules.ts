/**
 * House rules a traveller looks for before anything else: whether unmarried couples may stay, and
 * whether guests from the same city (a local ID) are accepted. Many Indian budget hotels refuse
 * one or both, so the site shows them as badges and filters, not only in the policies' text.
 *
 * A hotel carries each rule as one of its facilities, under the name below: the catalogue, the
 * import file and the search answer need no field of their own, and a hotel that does not list
 * the facility is taken not to allow it (the policies' text says so). Pure and browser-safe.
 */

export const HOUSE_RULES = [
  { id: 'coupleFriendly', label: 'Couple friendly', facility: 'Couple Friendly' },
  { id: 'localId', label: 'Local ID accepted', facility: 'Local ID Accepted' },
] as const;

export type HouseRuleId = (typeof HOUSE_RULES)[number]['id'];
export type HouseRule = (typeof HOUSE_RULES)[number];

const FACILITY_OF: Readonly<Record<HouseRuleId, string>> = Object.fromEntries(HOUSE_RULES.map((r) => [r.id, r.facility])) as Record<HouseRuleId, string>;
const RULE_FACILITIES: ReadonlySet<string> = new Set(HOUSE_RULES.map((r) => r.facility));

/** The facility name a hotel lists to say it keeps this rule. */
export const houseRuleFacility = (id: HouseRuleId): string => FACILITY_OF[id];

/** Whether a facility name is one of the house rules (so the Amenities filter leaves it out). */
export const isHouseRuleFacility = (facility: string): boolean => RULE_FACILITIES.has(facility);

/** Whether a hotel with these facilities keeps the rule. */
export const hasHouseRule = (facilities: readonly string[], id: HouseRuleId): boolean => facilities.includes(FACILITY_OF[id]);

/** The rules a hotel with these facilities keeps, in the order of HOUSE_RULES (its badges). */
export function houseRulesOf(facilities: readonly string[]): HouseRule[] {
  return HOUSE_RULES.filter((r) => facilities.includes(r.facility));
}

/** The facilities that are not house rules: the amenities a hotel page lists beside its house-rule badges. */
export const withoutHouseRules = (facilities: readonly string[]): string[] => facilities.filter((f) => !isHouseRuleFacility(f));

/** Lower case, letters and digits only: `couple-friendly`, `Couple friendly` and `COUPLE FRIENDLY` are one name. */
const looseName = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');
const RULE_BY_LOOSE_NAME: ReadonlyMap<string, string> = new Map(HOUSE_RULES.map((r) => [looseName(r.facility), r.facility]));

/**
 * A hotel's facilities with any house rule spelt the site's way, once: an operator writing
 * "couple-friendly" means the same rule, and the filters and badges match the name exactly.
 * Other facilities are left as given.
 */
export function withHouseRuleNames(facilities: readonly string[]): string[] {
  const out: string[] = [];
  for (const f of facilities) {
    const name = RULE_BY_LOOSE_NAME.get(looseName(f)) ?? f;
    if (!isHouseRuleFacility(name) || !out.includes(name)) out.push(name);
  }
  return out;
}

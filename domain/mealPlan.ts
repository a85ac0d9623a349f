/** A rate plan's meals as a guest reads them: on the rooms list, the review page and the voucher. Pure. */

const MEAL_PLAN_LABELS: Record<string, string> = {
  'ALL INCLUSIVE': 'All Inclusive',
  BREAKFAST: 'Breakfast Included',
  'FULL BOARD': 'Full Board',
  'ROOM ONLY': 'Room Only',
  'HALF BOARD': 'Half Board',
  DINNER: 'Dinner Included',
};

/** The meal plans both specs recognise, as a guest reads them; anything else in title case. */
export function mealPlanLabel(mb: string): string {
  const known = MEAL_PLAN_LABELS[mb.trim().toUpperCase()];
  if (known) return known;
  return mb
    .toLowerCase()
    .replace(/_/g, ' ')
    .replace(/\b\w/g, (c) => c.toUpperCase())
    .trim();
}

/** The sections of the detail page, in order, with the ids the floating nav scrolls to. */
export const DETAIL_SECTIONS = [
  { id: 'hotel-info', label: 'Overview' },
  { id: 'update-search', label: 'Update Search' },
  { id: 'rooms', label: 'Rooms' },
  { id: 'about', label: 'About' },
  { id: 'location', label: 'Location' },
  { id: 'reviews', label: 'Reviews' },
] as const;

export type SectionId = (typeof DETAIL_SECTIONS)[number]['id'];

/** The floating navigation appears after this much scrolling. */
export const NAV_SCROLL_PX = 100;
/** Height of the sticky site header plus the floating nav: a section counts as in view below this. */
export const NAV_OFFSET_PX = 120;

/**
 * Which illustrations a generated hotel has: its own views first (what it has: a restaurant, a
 * pool, a garden...; the exterior always first, the rest in an order of its own), then three of
 * each room type (the bedroom as its beds are, its bathroom, and what sets the room apart: a
 * balcony, a sitting area or a desk). server/modules/media/svg.ts draws them. Pure.
 */
import { hash32, rng } from '../../rules/seededRandom';

export type HotelView = 'exterior' | 'lobby' | 'restaurant' | 'pool' | 'garden' | 'terrace' | 'spa' | 'gym' | 'courtyard' | 'night';
export type RoomView = 'bedroom' | 'bathroom' | 'balcony' | 'sitting' | 'desk';

export const VIEW_LABEL: Record<HotelView, string> = {
  exterior: 'Exterior', lobby: 'Lobby', restaurant: 'Restaurant', pool: 'Swimming pool', garden: 'Garden', terrace: 'Rooftop terrace',
  spa: 'Spa', gym: 'Fitness centre', courtyard: 'Courtyard', night: 'Exterior at night',
};

const BY_FACILITY: Array<[string, HotelView]> = [
  ['Restaurant', 'restaurant'], ['Swimming Pool', 'pool'], ['Garden', 'garden'], ['Rooftop Terrace', 'terrace'], ['Spa', 'spa'], ['Fitness Centre', 'gym'],
];

/** Pictures of each room type. */
export const PICTURES_PER_ROOM = 3;

/** The hotel's own views, in its order (the exterior first). */
export function hotelViews(hotel: { id: string; facilities: readonly string[]; propertyType: string }): HotelView[] {
  const r = rng(hash32(hotel.id), 'views');
  const views: HotelView[] = [];
  if (!['GUESTHOUSE', 'VILLA', 'APARTMENT'].includes(hotel.propertyType)) views.push('lobby');
  if (hotel.propertyType === 'PALACE') views.push('courtyard');
  for (const [facility, view] of BY_FACILITY) if (hotel.facilities.includes(facility)) views.push(view);
  if (r.chance(0.5)) views.push('night');
  return ['exterior', ...r.sample(views, views.length)];
}

/** What the three pictures of a room type show. */
export function roomViews(room: { category: string; facilities: readonly string[]; name: string }): [RoomView, RoomView, RoomView] {
  const feature: RoomView = room.facilities.includes('Balcony') || / View$/.test(room.name)
    ? 'balcony'
    : room.facilities.includes('Seating Area') || room.category === 'Suite' || room.category === 'Family'
      ? 'sitting'
      : 'desk';
  return ['bedroom', 'bathroom', feature];
}

/** How many pictures a generated hotel has. */
export const pictureCount = (hotel: Parameters<typeof hotelViews>[0], rooms: number) => hotelViews(hotel).length + PICTURES_PER_ROOM * rooms;

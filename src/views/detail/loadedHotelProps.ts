import type { EventFrom, SnapshotFrom } from 'xstate';
import type { HotelDetail } from '../../../contract/hotel';
import type { hotelDetailMachine } from '../../../machines/hotelDetail.machine';

/**
 * What a loaded hotel's page passes to its parts: LoadedHotel, and the sections below the hotel
 * info (DetailSections, loaded on demand), which therefore need not import each other.
 */
export interface LoadedHotelProps {
  snapshot: SnapshotFrom<typeof hotelDetailMachine>;
  hotel: HotelDetail;
  /** How many of the sections below the hotel info are on the page (0 to REVEAL_STAGES). */
  stage: number;
  send: (event: EventFrom<typeof hotelDetailMachine>) => void;
}

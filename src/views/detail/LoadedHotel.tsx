import { Stack } from '@chakra-ui/react';
import type { EventFrom, SnapshotFrom } from 'xstate';
import type { HotelDetail } from '../../../contract/hotel';
import type { hotelDetailMachine } from '../../../machines/hotelDetail.machine';
import { selectStay } from '../../../machines/hotelDetail.selectors';
import { nightsBetween } from '../../domain/dates';
import { plainText } from '../../domain/plainText';
import { WishlistHeart } from '../wishlist/WishlistHeart';
import { DetailPageBox } from './DetailPageBox';
import { DetailSection } from './DetailSection';
import type { DetailSectionsComponent } from './detailSectionsLoader';
import { HotelInfoSection } from './HotelInfoSection';
import { SectionNav } from './SectionNav';

/** Update search and rooms; about; location; reviews. */
export const REVEAL_STAGES = 4;

export interface LoadedHotelProps {
  snapshot: SnapshotFrom<typeof hotelDetailMachine>;
  hotel: HotelDetail;
  /** How many of the sections below the hotel info are on the page (0 to REVEAL_STAGES). */
  stage: number;
  send: (event: EventFrom<typeof hotelDetailMachine>) => void;
}

/** The number of nights of the page's stay (1 while its dates are not both set). */
export function stayNights(snapshot: LoadedHotelProps['snapshot']): number {
  const stay = selectStay(snapshot);
  return stay.checkIn && stay.checkOut ? Math.max(1, nightsBetween(stay.checkIn, stay.checkOut)) : 1;
}

/**
 * A loaded hotel's page: hotel info (with the gallery's first picture, the LCP element), then
 * the other sections (`Sections`, loaded on demand by ./detailSectionsLoader.ts) as `stage`
 * reveals them, and the section navigation once they are all in.
 */
export function LoadedHotel({ Sections, ...props }: LoadedHotelProps & { Sections: DetailSectionsComponent | null }) {
  const { hotel, stage } = props;
  const name = plainText(hotel.name);
  return (
    <>
      {/* Offered once every section is on the page, so each choice has somewhere to go. */}
      <SectionNav ready={Sections !== null && stage >= REVEAL_STAGES} />
      <DetailPageBox>
        <Stack spacing={{ base: 8, md: 10 }}>
          <DetailSection id="hotel-info">
            <HotelInfoSection hotel={hotel} nights={stayNights(props.snapshot)} wishlist={<WishlistHeart hotelId={hotel.id} hotelName={name} saved={hotel.wishlist} size="md" />} />
          </DetailSection>
          {Sections && <Sections {...props} />}
        </Stack>
      </DetailPageBox>
    </>
  );
}

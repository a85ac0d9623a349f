import { Stack } from '@chakra-ui/react';
import { selectNights } from '../../../machines/hotelDetail.selectors';
import { plainText } from '../../model/plainText';
import { WishlistHeart } from '../wishlist/WishlistHeart';
import { DetailPageBox } from './DetailPageBox';
import { DetailSection } from './DetailSection';
import type { DetailSectionsComponent } from './detailSectionsLoader';
import { HotelInfoSection } from './HotelInfoSection';
import type { LoadedHotelProps } from './loadedHotelProps';
import { SectionNav } from './SectionNav';

/** Update search and rooms; about; location; reviews. */
export const REVEAL_STAGES = 4;

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
            <HotelInfoSection hotel={hotel} nights={selectNights(props.snapshot)} wishlist={<WishlistHeart hotelId={hotel.id} hotelName={name} saved={hotel.wishlist} size="md" />} />
          </DetailSection>
          {Sections && <Sections {...props} />}
        </Stack>
      </DetailPageBox>
    </>
  );
}

import {
  selectCanEdit,
  selectCanUpdate,
  selectDraft,
  selectNights,
  selectPolicy,
  selectPolicyError,
  selectPolicyLoading,
  selectPolicyOpen,
  selectRoomsMessage,
  selectSearchChanged,
  selectSearchError,
  selectSearchId,
  selectUpdating,
} from '../../../machines/hotelDetail.selectors';
import { links } from '../../app/paths';
import { addressLine } from '../../model/address';
import { cheapestOption } from '../../model/cheapestOption';
import { parseLatLng } from '../../model/distance';
import { pinLabel } from '../../model/priceDisplay';
import { optionView } from '../../model/roomOption';
import { plainText } from '../../model/plainText';
import { AboutSection } from './AboutSection';
import { DetailSection } from './DetailSection';
import type { LoadedHotelProps } from './loadedHotelProps';
import { LocationSection } from './LocationSection';
import { arrivalLines } from '../../model/hotelDescription';
import { localityOfAddress } from '../../model/mapPlaces';
import { ReviewsSection } from './ReviewsSection';
import { CancellationRulesModal, RoomsSection } from './RoomsSection';
import { UpdateSearchSection } from './UpdateSearchSection';

/**
 * The hotel page below its hotel info, as far as `stage` reveals it: update search and rooms,
 * about the property, location, reviews; and the cancellation-rules modal. Loaded on demand
 * after the hotel info has painted (./detailSectionsLoader.ts): it brings the search panel's
 * popovers and Chakra's modals, which the first picture does not wait for.
 */
export function DetailSections({ snapshot, hotel, stage, send }: LoadedHotelProps) {
  const nights = selectNights(snapshot);
  const name = plainText(hotel.name);
  const position = parseLatLng(hotel.gl.lt, hotel.gl.ln);
  const cheapest = cheapestOption(hotel.ops);
  return (
    <>
      {stage >= 1 && (
        <>
          <DetailSection id="update-search" title="Update your stay">
            <UpdateSearchSection
              draft={selectDraft(snapshot)}
              changed={selectSearchChanged(snapshot)}
              canEdit={selectCanEdit(snapshot)}
              canUpdate={selectCanUpdate(snapshot)}
              updating={selectUpdating(snapshot)}
              error={selectSearchError(snapshot)}
              onDates={(checkIn, checkOut) => send({ type: 'search.datesChanged', checkIn, checkOut })}
              onRooms={(rooms) => send({ type: 'search.roomsChanged', rooms })}
              onUpdate={() => send({ type: 'search.submitted' })}
            />
          </DetailSection>
          <DetailSection id="rooms" title="Choose your room">
            <RoomsSection
              hotelId={hotel.id}
              options={hotel.ops}
              unavailable={hotel.unavailable ?? []}
              nights={nights}
              message={selectRoomsMessage(snapshot)}
              onRules={(optionId) => send({ type: 'policy.opened', optionId })}
            />
          </DetailSection>
        </>
      )}
      {stage >= 2 && (
        <DetailSection id="about" title="About the property">
          <AboutSection des={hotel.des} inst={hotel.inst} />
        </DetailSection>
      )}
      {stage >= 3 && (
        <>
          <DetailSection id="location" title="Location">
            <LocationSection
              name={name}
              address={addressLine(hotel.ad)}
              arrival={arrivalLines(hotel.des)}
              locality={localityOfAddress(hotel.ad.adr2)}
              position={position}
              priceLabel={cheapest ? pinLabel(optionView(cheapest, nights).price.perNight) : ''}
              href={links.searchDetail(hotel.id, selectSearchId(snapshot) ?? undefined)}
            />
          </DetailSection>
        </>
      )}
      {stage >= 4 && (
        <DetailSection id="reviews" title="Guest reviews">
          <ReviewsSection
            request={{ hotelId: hotel.id, optionId: hotel.ops[0]?.id, hotelName: hotel.name, latitude: hotel.gl.lt, longitude: hotel.gl.ln }}
          />
        </DetailSection>
      )}
      <CancellationRulesModal
        isOpen={selectPolicyOpen(snapshot)}
        loading={selectPolicyLoading(snapshot)}
        policy={selectPolicy(snapshot)}
        rooms={hotel.ops.find((o) => o.id === selectPolicy(snapshot)?.id)?.ris.length ?? 1}
        error={selectPolicyError(snapshot)}
        onClose={() => send({ type: 'policy.closed' })}
      />
    </>
  );
}

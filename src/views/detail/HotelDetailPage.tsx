import { Box, Button, Heading, Stack } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import {
  selectCanEdit,
  selectCanRetry,
  selectCanUpdate,
  selectDraft,
  selectHotel,
  selectPageMessage,
  selectPhase,
  selectPolicy,
  selectPolicyError,
  selectPolicyLoading,
  selectPolicyOpen,
  selectRoomsMessage,
  selectSearchChanged,
  selectSearchError,
  selectSearchId,
  selectStay,
  selectUpdating,
} from '../../../machines/hotelDetail.selectors';
import { links, paths } from '../../app/paths';
import { brand } from '../../content/brand';
import { nightsBetween } from '../../domain/dates';
import { parseLatLng } from '../../domain/distance';
import { formatRupees } from '../../domain/money';
import { bookingWindow } from '../../domain/stayDates';
import { optionView } from '../../domain/roomOption';
import { plainText } from '../../domain/plainText';
import { liveHotelDetailMachine, readStoredStay } from '../../live/hotelDetail';
import { inspector } from '../../live/inspector';
import { AboutSection } from './AboutSection';
import { DetailPageBox } from './DetailPageBox';
import { DetailSkeleton } from './DetailSkeleton';
import { HotelInfoSection } from './HotelInfoSection';
import { LocationSection } from './LocationSection';
import { ReviewsSection } from './ReviewsSection';
import { CancellationRulesModal, RoomsSection } from './RoomsSection';
import { SectionNav } from './SectionNav';
import { DETAIL_SECTIONS, type SectionId } from './sections';
import { UpdateSearchSection } from './UpdateSearchSection';
import { useRevealStages } from '../common/useRevealStages';
import { WishlistHeart } from '../wishlist/WishlistHeart';

/** Update search and rooms; about; location; reviews. */
const REVEAL_STAGES = 4;

/** The page of `/search-detail/:hotelId/:searchId?` (loaded on demand by DetailRoute): one page and one machine per hotel id. */
export default function HotelDetailRoute({ params }: { params: { hotelId?: string; searchId?: string } }) {
  const hotelId = params.hotelId ?? '';
  return <HotelDetailPage key={hotelId} hotelId={hotelId} searchId={params.searchId ?? null} />;
}

function HotelDetailPage({ hotelId, searchId }: { hotelId: string; searchId: string | null }) {
  const [, navigate] = useLocation();
  // The URL follows the search after an update; the machine keeps running (same hotel id).
  const [machine] = useState(() => liveHotelDetailMachine((sid) => navigate(links.searchDetail(hotelId, sid), { replace: true })));
  const [input] = useState(() => ({ hotelId, searchId, stay: readStoredStay(), window: bookingWindow() }));
  const [snapshot, send] = useMachine(machine, { input, inspect: inspector });
  // The hotel reaches the page in a deferred render, which React does in slices: the answer
  // arriving does not build the whole page in one long task.
  const phase = useDeferredValue(selectPhase(snapshot));
  const hotel = useDeferredValue(selectHotel(snapshot));

  useEffect(() => {
    document.title = hotel ? `${plainText(hotel.name)} | ${brand.name}` : `Hotel details | ${brand.name}`;
  }, [hotel]);

  // The sections below the hotel info render in stages after its first paint, each in its own
  // task: the gallery's first picture (the LCP element) is not held up by the rest, and no single
  // commit (Chakra inserts its styles at commit) blocks the main thread for long.
  const stage = useRevealStages(phase === 'loaded', REVEAL_STAGES);

  if (phase === 'loading') {
    return (
      <DetailPageBox>
        <DetailSkeleton />
      </DetailPageBox>
    );
  }
  if (phase !== 'loaded' || !hotel) {
    return (
      <DetailPageBox>
        <Stack spacing={4} align="center" textAlign="center" py={16}>
          <Heading as="h1" size="lg">
            {selectPageMessage(snapshot)}
          </Heading>
          {phase === 'error' && selectCanRetry(snapshot) && <Button onClick={() => send({ type: 'detail.retried' })}>Try again</Button>}
          <Button as={Link} href={paths.home} variant="outline">
            Back to Search
          </Button>
        </Stack>
      </DetailPageBox>
    );
  }

  const stay = selectStay(snapshot);
  const nights = stay.checkIn && stay.checkOut ? Math.max(1, nightsBetween(stay.checkIn, stay.checkOut)) : 1;
  const name = plainText(hotel.name);
  const address = [hotel.ad.adr, hotel.ad.adr2, hotel.ad.ctn, hotel.ad.state.name, hotel.ad.country.name, hotel.ad.postalCode].map(plainText).filter(Boolean).join(', ');
  const position = parseLatLng(hotel.gl.lt, hotel.gl.ln);
  const cheapest = [...hotel.ops].sort((a, b) => a.tp - b.tp)[0];
  return (
    <>
      {/* Offered once every section is on the page, so each choice has somewhere to go. */}
      <SectionNav ready={stage >= REVEAL_STAGES} />
      <DetailPageBox>
        <Stack spacing={{ base: 8, md: 10 }}>
          <Section id="hotel-info">
            <HotelInfoSection hotel={hotel} nights={nights} wishlist={<WishlistHeart hotelId={hotel.id} hotelName={name} saved={hotel.wishlist} size="md" />} />
          </Section>
          {stage >= 1 && (
            <>
              <Section id="update-search" title="Update your stay">
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
              </Section>
              <Section id="rooms" title="Choose your room">
                <RoomsSection
                  hotelId={hotel.id}
                  options={hotel.ops}
                  nights={nights}
                  message={selectRoomsMessage(snapshot)}
                  onRules={(optionId) => send({ type: 'policy.opened', optionId })}
                />
              </Section>
            </>
          )}
          {stage >= 2 && (
            <Section id="about" title="About the property">
              <AboutSection des={hotel.des} inst={hotel.inst} />
            </Section>
          )}
          {stage >= 3 && (
            <>
              <Section id="location" title="Location">
                <LocationSection
                  name={name}
                  address={address}
                  position={position}
                  priceLabel={cheapest ? formatRupees(Math.round(optionView(cheapest, nights).perNight)).replace(/\.00$/, '') : ''}
                  href={links.searchDetail(hotel.id, selectSearchId(snapshot) ?? undefined)}
                />
              </Section>
            </>
          )}
          {stage >= 4 && (
            <Section id="reviews" title="Guest reviews">
              <ReviewsSection
                request={{ hotelId: hotel.id, optionId: hotel.ops[0]?.id, hotelName: hotel.name, latitude: hotel.gl.lt, longitude: hotel.gl.ln }}
              />
            </Section>
          )}
        </Stack>
      </DetailPageBox>
      <CancellationRulesModal
        isOpen={selectPolicyOpen(snapshot)}
        loading={selectPolicyLoading(snapshot)}
        policy={selectPolicy(snapshot)}
        error={selectPolicyError(snapshot)}
        onClose={() => send({ type: 'policy.closed' })}
      />
    </>
  );
}

function Section({ id, title, children }: { id: SectionId; title?: string; children: ReactNode }) {
  const label = DETAIL_SECTIONS.find((s) => s.id === id)!.label;
  return (
    <Box as="section" id={id} scrollMarginTop="128px" aria-labelledby={title ? `${id}-title` : undefined} aria-label={title ? undefined : label}>
      {title && (
        <Heading as="h2" size="md" mb={4} id={`${id}-title`}>
          {title}
        </Heading>
      )}
      {children}
    </Box>
  );
}

import { Button, Heading, Stack } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useDeferredValue, useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { selectCanRetry, selectHotel, selectPageMessage, selectPhase, selectUnavailable } from '../../../machines/hotelDetail.selectors';
import { UnavailableRooms } from './UnavailableRooms';
import { links, paths } from '../../app/paths';
import { brand } from '../../../domain/brand';
import { bookingWindow } from '../../../machines/rules/stayDates';
import { plainText } from '../../model/plainText';
import { liveHotelDetailMachine, readStoredStay } from '../../live/hotelDetail';
import { inspector } from '../../live/inspector';
import { useRevealStages } from '../common/useRevealStages';
import { DetailPageBox } from './DetailPageBox';
import { DetailSkeleton } from './DetailSkeleton';
import { useDetailSections } from './detailSectionsLoader';
import { LoadedHotel, REVEAL_STAGES } from './LoadedHotel';

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

  // The sections below the hotel info load once it is on the page (their code does not compete
  // with the first picture, the LCP element), then render in stages, each in its own task: no
  // single commit (Chakra inserts its styles at commit) blocks the main thread for long.
  const Sections = useDetailSections(phase === 'loaded');
  const stage = useRevealStages(Sections !== null, REVEAL_STAGES);

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
          {selectUnavailable(snapshot).length > 0 && <UnavailableRooms unavailable={selectUnavailable(snapshot)} />}
          {phase === 'error' && selectCanRetry(snapshot) && <Button onClick={() => send({ type: 'detail.retried' })}>Try again</Button>}
          <Button as={Link} href={paths.home} variant="outline">
            Back to Search
          </Button>
        </Stack>
      </DetailPageBox>
    );
  }

  return <LoadedHotel snapshot={snapshot} hotel={hotel} stage={stage} send={send} Sections={Sections} />;
}

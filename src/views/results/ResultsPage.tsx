import {
  Alert,
  AlertIcon,
  Box,
  Button,
  ButtonGroup,
  Container,
  Flex,
  FormControl,
  FormHelperText,
  FormLabel,
  Heading,
  Select,
  Skeleton,
  Stack,
  Text,
  useDisclosure,
} from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import type { HotelHit } from '../../../contract/hotel';
import type { ResultsQuery } from '../../../machines/results.machine';
import {
  selectCanChooseList,
  selectCanRefine,
  selectCity,
  selectHeading,
  selectNearPlace,
  selectSearchedCentre,
  selectSortOptions,
  selectSearchedTowns,
  selectAllHotels,
  selectAnsweredAt,
  selectCheckIn,
  selectEmptyTitle,
  selectFacets,
  selectFilters,
  selectFiltersActive,
  selectHasMore,
  selectHotelSearchId,
  selectPricedFor,
  selectListed,
  selectMapCentre,
  selectMessage,
  selectResultCount,
  selectShowSkeleton,
  selectShownHotels,
  selectSort,
  selectStatus,
  selectView,
  selectWide,
  selectVisibleHotels,
} from '../../../machines/results.selectors';
import { paths } from '../../app/paths';
import { activeFilterCount, type HotelFilters } from '../../../machines/rules/hotelFilters';
import { isSortOption, sortHelp } from '../../../machines/rules/hotelSort';
import { plural } from '../../model/roomOption';
import { bookingWindow } from '../../../machines/rules/stayDates';
import { currentResultsQuery, keepResults, keptResults, liveResultsMachine, modifySearchInitial, queryKey } from '../../live/results';
import { inspector } from '../../live/inspector';
import { refinementFromUrl, useResultsUrl } from '../../live/resultsUrl';
import { HotelMap } from '../map/HotelMap';
import { hotelLocalities, hotelMarkers } from '../map/hotelMarkers';
import { FilterPanel } from './FilterPanel';
import { onDemand, useOnceTrue } from '../common/onDemand';
import { afterNextPaint } from '../../live/paint';
import { HotelCardSkeleton } from './HotelCard';
import { HotelList } from './HotelList';
import { SearchPanel } from '../search/SearchPanel';
import { useSelectorInTransition } from '../common/useSelectorInTransition';
import { WishlistHeart } from '../wishlist/WishlistHeart';

/**
 * The phone's filter drawer and the wide screen's full-screen map, loaded on demand: their parts
 * (Chakra's modal, framer-motion) stay off the page's first load. Both start downloading once
 * the list has shown.
 */
const { Component: FilterDrawer, preload: preloadFilterDrawer } = onDemand(() => import('./FilterDrawer'), 'FilterDrawer');
const { Component: FullScreenMap, preload: preloadFullScreenMap } = onDemand(() => import('./FullScreenMap'), 'FullScreenMap');

/**
 * The search panel in 'Modify Search' mode, started from this page's query and rooms (remounted
 * per query): it shows the page's stay as it is, even one that can no longer be booked.
 */
function ModifySearch({ query }: { query: ResultsQuery }) {
  return (
    <Box mb={{ base: 4, md: 6 }}>
      <SearchPanel key={queryKey(query)} mode="modify" initial={modifySearchInitial(query)} />
    </Box>
  );
}

/** The identity layer's heart on each card. */
const renderWishlistHeart = (hotel: HotelHit): ReactNode => (
  <WishlistHeart hotelId={hotel.id} hotelName={hotel.name} saved={hotel.wishlist} />
);

/**
 * `/search-result?place&destination&checkIn&checkOut`. The
 * query string wins over the navigation state; the rooms come from the navigation state's
 * `roomInfo`, else session storage.
 */
export default function ResultsPage() {
  const search = useSearch();
  // A new history entry (even to the same URL, as Modify Search with other rooms) has new state.
  const navigationState = useHistoryState();
  const query = useMemo(() => currentResultsQuery(search, navigationState), [search, navigationState]);
  const [kept] = useState(() => keptResults(query));
  const [stayWindow] = useState(() => bookingWindow());
  // A kept snapshot restores the page as it was; otherwise a fresh search starts from the query,
  // with the sort, view and filters of the URL.
  const [refinement] = useState(() => refinementFromUrl(search));
  const actor = useActorRef(liveResultsMachine, {
    input: { query, width: window.innerWidth, window: stayWindow, refinement },
    ...(kept ? { snapshot: kept.snapshot as never } : {}),
    inspect: inspector,
  });

  // A new search on this page (Modify Search changes the URL or the rooms) reloads.
  useEffect(() => {
    if (queryKey(actor.getSnapshot().context.query) !== queryKey(query)) actor.send({ type: 'query.changed', query, refinement: refinementFromUrl(search) });
  }, [actor, query, search]);

  // The rooms, sort, view and filters follow in the URL.
  useResultsUrl(actor);

  // Viewport width: below 1000 px Explore on Map switches to map view instead of the full-screen map.
  useEffect(() => {
    const report = () => actor.send({ type: 'viewport.changed', width: window.innerWidth });
    report();
    window.addEventListener('resize', report);
    return () => window.removeEventListener('resize', report);
  }, [actor]);

  // Coming back (browser back in this tab) shows the same list at the same scroll position.
  const scrollY = useRef(kept?.scrollY ?? 0);
  useEffect(() => {
    const onScroll = () => {
      scrollY.current = window.scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      const s = actor.getSnapshot();
      keepResults(s.context.query, s, actor.getPersistedSnapshot(), scrollY.current);
    };
  }, [actor]);
  useLayoutEffect(() => {
    if (!kept) return;
    window.scrollTo(0, kept.scrollY);
    const again = requestAnimationFrame(() => window.scrollTo(0, kept.scrollY));
    return () => cancelAnimationFrame(again);
  }, [kept]);

  // What the search brings, and what follows from it, reaches the page in a transition (a city's
  // list renders in slices); the controlled fields (filters, sort) show each keystroke at once.
  const status = useSelectorInTransition(actor, selectStatus);
  const message = useSelectorInTransition(actor, selectMessage);
  const emptyTitle = useSelectorInTransition(actor, selectEmptyTitle);
  const skeleton = useSelectorInTransition(actor, selectShowSkeleton);
  const city = useSelectorInTransition(actor, selectCity);
  const visible = useSelectorInTransition(actor, selectVisibleHotels);
  const shownHotels = useSelectorInTransition(actor, selectShownHotels);
  const count = useSelectorInTransition(actor, selectResultCount);
  const listed = useSelectorInTransition(actor, selectListed);
  const hasMore = useSelectorInTransition(actor, selectHasMore);
  const searchId = useSelectorInTransition(actor, selectHotelSearchId);
  const pricedFor = useSelectorInTransition(actor, selectPricedFor);
  const mapCentre = useSelectorInTransition(actor, selectMapCentre);
  const searchedCentre = useSelectorInTransition(actor, selectSearchedCentre);
  const searchedTowns = useSelectorInTransition(actor, selectSearchedTowns);
  const nearPlace = useSelectorInTransition(actor, selectNearPlace);
  const heading = useSelectorInTransition(actor, selectHeading);
  const sortOptions = useSelector(actor, selectSortOptions);
  // Near an airport, station or landmark, cards state the server's distance from it; else from the centre or the nearest town.
  const cardCentre = useMemo(
    () => (nearPlace ? { ...nearPlace, near: true } : searchedCentre ? { ...searchedCentre, name: city, towns: searchedTowns } : null),
    [nearPlace, searchedCentre, city, searchedTowns],
  );
  const checkIn = useSelectorInTransition(actor, selectCheckIn);
  const answeredAt = useSelectorInTransition(actor, selectAnsweredAt);
  const termsClock = useMemo(() => ({ checkIn, now: answeredAt }), [checkIn, answeredAt]);
  const filtersActive = useSelectorInTransition(actor, selectFiltersActive);
  const canRefine = useSelectorInTransition(actor, selectCanRefine);
  const view = useSelectorInTransition(actor, selectView);
  const wide = useSelectorInTransition(actor, selectWide);
  const canChooseList = useSelectorInTransition(actor, selectCanChooseList);
  const filters = useSelector(actor, selectFilters);
  const sort = useSelector(actor, selectSort);
  const facets = useSelector(actor, selectFacets);
  const allHotels = useSelectorInTransition(actor, selectAllHotels);

  // A change of filters or sort goes back to the top of the list when it was scrolled past.
  const listTop = useRef<HTMLDivElement>(null);
  const refinedFrom = useRef({ filters, sort });
  useEffect(() => {
    if (refinedFrom.current.filters === filters && refinedFrom.current.sort === sort) return;
    refinedFrom.current = { filters, sort };
    const top = listTop.current;
    if (top && top.getBoundingClientRect().top < 0) top.scrollIntoView({ block: 'start' });
  }, [filters, sort]);

  const markers = useMemo(() => hotelMarkers(visible, searchId), [visible, searchId]);
  const localities = useMemo(() => hotelLocalities(allHotels), [allHotels]);
  const onSentinelSeen = useCallback(() => actor.send({ type: 'page.sentinelSeen' }), [actor]);
  const onFilters = useCallback((f: HotelFilters) => actor.send({ type: 'filters.changed', filters: f }), [actor]);
  const onClear = useCallback(() => actor.send({ type: 'filters.cleared' }), [actor]);
  const drawer = useDisclosure();
  const drawerShown = useOnceTrue(drawer.isOpen);
  const fullMapShown = useOnceTrue(view === 'fullMap');
  // Once the list has painted, what opens from it downloads in the background (off the first load).
  useEffect(() => {
    if (status !== 'loaded') return;
    return afterNextPaint(() => {
      preloadFilterDrawer();
      preloadFullScreenMap();
    });
  }, [status]);
  const switchRef = useRef<HTMLDivElement>(null);

  const filterPanel = (idPrefix: string) => (
    <FilterPanel filters={filters} facets={facets} isDisabled={!canRefine} onChange={onFilters} onClear={onClear} idPrefix={idPrefix} />
  );

  const list = (paging: boolean, compact = false, scrollRoot: HTMLElement | null = null) => (
    <HotelList
      hotels={shownHotels}
      hotelSearchId={searchId}
      pricedFor={pricedFor}
      hasMore={hasMore}
      onSentinelSeen={onSentinelSeen}
      renderWishlistHeart={renderWishlistHeart}
      compact={compact}
      paging={paging}
      scrollRoot={scrollRoot}
      centre={cardCentre}
      termsClock={termsClock}
    />
  );

  // Below 1000 px the page scrolls to the view switch with the map under it, never past the
  // switch: the map would otherwise fill the screen with the way back to the list out of sight.
  const exploreOnMap = () => {
    actor.send({ type: 'map.explored' });
    if (!wide) switchRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  return (
    <Container maxW="7xl" px={{ base: 3, md: 6 }} py={{ base: 4, md: 6 }}>
      <ModifySearch query={query} />
      {status === 'invalid' ? (
        <Stack spacing={4} align="start" py={10}>
          <Heading as="h1" size="lg">
            Hotel search
          </Heading>
          <Alert status="warning" borderRadius="md">
            <AlertIcon />
            {message}
          </Alert>
          <Button as={Link} href={paths.home}>
            Back to Search
          </Button>
        </Stack>
      ) : (
        <Flex gap={6} align="start">
          {wide && (
            // Stays in view below the site header while the list scrolls, scrolling itself when taller than the screen.
            <Box
              as="aside"
              aria-label="Filter hotels"
              w="280px"
              flexShrink={0}
              position="sticky"
              top="80px"
              alignSelf="flex-start"
              maxH="calc(100vh - 96px)"
              overflowY="auto"
              pb={2}
            >
              <Stack spacing={4}>
                <Box bg="white" borderWidth="1px" borderRadius="lg" p={3} textAlign="center">
                  <Text fontSize="sm" color="gray.600" mb={2}>
                    See every hotel on the map
                  </Text>
                  <Button size="sm" w="100%" onClick={exploreOnMap} isDisabled={!listed}>
                    Explore on Map
                  </Button>
                </Box>
                {filterPanel('sidebar')}
              </Stack>
            </Box>
          )}
          <Box flex="1" minW={0} ref={listTop} scrollMarginTop="80px">
            <Flex wrap="wrap" gap={3} align="end" justify="space-between" mb={4}>
              <Box>
                <Heading as="h1" size="lg">
                  {heading}
                </Heading>
                {skeleton ? (
                  <Skeleton h="16px" w="120px" mt={2} />
                ) : (
                  <Text color="gray.600" mt={1} data-testid="result-count" aria-live="polite">
                    {`${plural(count, 'hotel')} found`}
                  </Text>
                )}
              </Box>
              <Flex ref={switchRef} gap={3} align="end" wrap="wrap" scrollMarginTop="80px">
                <FormControl w="auto" isDisabled={!canRefine}>
                  <FormLabel htmlFor="results-sort" fontSize="sm" mb={1}>
                    Sort by
                  </FormLabel>
                  <Select
                    id="results-sort"
                    size="sm"
                    bg="white"
                    value={sort}
                    onChange={(e) => isSortOption(e.target.value) && actor.send({ type: 'sort.changed', sort: e.target.value })}
                  >
                    {sortOptions.map((o) => (
                      <option key={o.id} value={o.id}>
                        {o.label}
                      </option>
                    ))}
                  </Select>
                  {sortHelp(sort) && (
                    <FormHelperText fontSize="xs" color="gray.700" maxW="220px" mt={1}>
                      {sortHelp(sort)}
                    </FormHelperText>
                  )}
                </FormControl>
                <ButtonGroup size="sm" isAttached variant="outline" role="group" aria-label="View">
                  <Button
                    aria-pressed={view === 'list'}
                    variant={view === 'list' ? 'solid' : 'outline'}
                    isDisabled={!canChooseList && view !== 'list'}
                    onClick={() => actor.send({ type: 'view.listChosen' })}
                  >
                    List
                  </Button>
                  <Button aria-pressed={view !== 'list'} variant={view !== 'list' ? 'solid' : 'outline'} onClick={() => actor.send({ type: 'view.mapChosen' })}>
                    Map
                  </Button>
                </ButtonGroup>
                {!wide && (
                  <Button size="sm" variant="ghost" onClick={exploreOnMap} isDisabled={!listed}>
                    Explore on Map
                  </Button>
                )}
              </Flex>
            </Flex>

            {message && status !== 'empty' && (
              <Alert status={status === 'failed' ? 'error' : 'info'} borderRadius="md" mb={4}>
                <AlertIcon />
                <Box flex="1">{message}</Box>
                {status === 'failed' && (
                  <Button size="sm" ml={3} onClick={() => actor.send({ type: 'retry.requested' })}>
                    Try again
                  </Button>
                )}
              </Alert>
            )}

            {status === 'empty' && (
              <Stack align="center" spacing={3} py={12} bg="white" borderWidth="1px" borderRadius="lg" textAlign="center">
                <Heading as="h2" size="md">
                  {emptyTitle}
                </Heading>
                <Text color="gray.600">{message}</Text>
                <Button as={Link} href={paths.home}>
                  Back to Search
                </Button>
              </Stack>
            )}

            {view !== 'list' && status === 'loaded' && (
              <Box mb={4}>
                <HotelMap markers={markers} places={localities} centre={mapCentre} height={wide ? '480px' : '55vh'} label="Map of hotels" />
              </Box>
            )}

            {skeleton ? (
              <Stack spacing={4} role="group" aria-busy="true" aria-label="Loading hotels">
                {Array.from({ length: 4 }, (_, i) => (
                  <HotelCardSkeleton key={i} />
                ))}
              </Stack>
            ) : (
              status === 'loaded' && list(view !== 'fullMap')
            )}
          </Box>
        </Flex>
      )}

      {!wide && status !== 'invalid' && (
        <>
          <Button
            position="fixed"
            bottom={4}
            left="50%"
            transform="translateX(-50%)"
            zIndex="docked"
            borderRadius="full"
            boxShadow="lg"
            onClick={drawer.onOpen}
            isDisabled={!canRefine}
          >
            {filtersActive ? `Filters (${activeFilterCount(filters)})` : 'Filters'}
          </Button>
          {drawerShown && (
            <Suspense fallback={null}>
              <FilterDrawer isOpen={drawer.isOpen} onClose={drawer.onClose} panel={filterPanel('drawer')} showLabel={`Show ${plural(count, 'hotel')}`} />
            </Suspense>
          )}
        </>
      )}

      {fullMapShown && (
        <Suspense fallback={null}>
          <FullScreenMap
            isOpen={view === 'fullMap'}
            onClose={() => actor.send({ type: 'map.closed' })}
            markers={markers}
            places={localities}
            centre={mapCentre}
            title={heading}
            list={(scrollRoot: HTMLElement | null) => (status === 'loaded' ? list(true, true, scrollRoot) : <Text>{message}</Text>)}
          />
        </Suspense>
      )}
    </Container>
  );
}

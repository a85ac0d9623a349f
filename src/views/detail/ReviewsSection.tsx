import {
  Badge,
  Box,
  Button,
  Flex,
  Grid,
  Heading,
  HStack,
  Progress,
  SimpleGrid,
  Stack,
  Tab,
  TabList,
  TabPanel,
  TabPanels,
  Tabs,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { plainText } from '../../model/plainText';
import { breakdownRows, categoryRating, categoryTabs, photoStrip, reviewCountText, reviewListView, reviewText, VERIFIED_STAY } from '../../model/reviewsView';
import { formatLocalDate } from '../../../domain/dateLabels';
import { useHotelReviews, type ReviewsAnswer, type ReviewsRequest } from '../../live/hotelDetail';
import { GalleryViewer } from './GalleryViewer';
import { ImageWithFallback } from '../common/ImageWithFallback';
import { StarRating } from './StarRating';

type Category = ReviewsAnswer['categoryList'][number];
type Review = Category['reviewList'][number];
type Photo = ReviewsAnswer['photos'][number];

/**
 * Reviews: category tabs; each tab's score and count from all its reviews (for
 * Everyone the hotel's score in the header), which its list pages through; breakdown, aspects,
 * reviews, guest photos.
 */
export function ReviewsSection({ request }: { request: ReviewsRequest }) {
  const answer = useHotelReviews(request);
  if (answer.isPending) return <Text role="status">Loading reviews...</Text>;
  if (answer.error) {
    return (
      <HStack spacing={3} wrap="wrap" role="alert">
        <Text color="gray.800">Reviews are not available right now. Please try again later.</Text>
        <Button size="sm" variant="outline" onClick={answer.retry}>
          Try again
        </Button>
      </HStack>
    );
  }
  const { categoryList, photos } = answer.data;
  const names = categoryTabs(categoryList);
  return (
    <Stack spacing={6}>
      {names.length ? (
        <Tabs variant="soft-rounded" size="sm" colorScheme="brand" isLazy>
          <TabList overflowX="auto" overflowY="hidden" pb={2} gap={1}>
            {names.map((n) => (
              <Tab key={n} flexShrink={0} color="gray.800" _selected={{ bg: 'brand.100', color: 'brand.800' }}>
                {n}
              </Tab>
            ))}
          </TabList>
          <TabPanels>
            {names.map((n) => (
              <TabPanel key={n} px={0}>
                <CategoryReviews category={categoryList.find((c) => c.categoryName === n)!} />
              </TabPanel>
            ))}
          </TabPanels>
        </Tabs>
      ) : (
        <Text color="gray.700">No reviews yet.</Text>
      )}
      <GuestPhotos photos={photos} />
    </Stack>
  );
}

function CategoryReviews({ category }: { category: Category }) {
  const [expanded, setExpanded] = useState(false);
  const list = reviewListView(category.reviewList, expanded);
  const overall = categoryRating(category.reviewList);
  const rows = breakdownRows(category.reviewSummary);
  return (
    <Stack spacing={5}>
      <Flex direction={{ base: 'column', md: 'row' }} gap={6}>
        <Box minW="180px" data-testid="reviews-average">
          {overall.average !== null ? (
            <>
              <Text fontSize="4xl" fontWeight="800" lineHeight="1" color="ink.700">
                {overall.average.toFixed(1)}
              </Text>
              <Text fontWeight="700">{overall.label}</Text>
              <Text fontSize="sm" color="gray.700">
                from {reviewCountText(overall.count)}
              </Text>
            </>
          ) : (
            <Text color="gray.700">No reviews in this category.</Text>
          )}
        </Box>
        <Stack spacing={1.5} flex="1" maxW="420px" data-testid="reviews-breakdown">
          {rows.map((r) => (
            <Grid key={r.band} templateColumns="90px 1fr 44px" alignItems="center" gap={2} fontSize="sm">
              <Text>{r.band}</Text>
              <Progress value={r.percentage} size="sm" colorScheme="green" borderRadius="full" aria-label={`${r.band}: ${r.percentage}%`} />
              <Text textAlign="right">{r.percentage}%</Text>
            </Grid>
          ))}
        </Stack>
        {category.categoryReview.length > 0 && (
          <SimpleGrid columns={2} spacingX={4} spacingY={1} fontSize="sm" alignSelf="start">
            {category.categoryReview.map((a) => (
              <HStack key={a.type} justify="space-between">
                <Text color="gray.700">{plainText(a.type)}</Text>
                <Text fontWeight="700">{a.averageRating.toFixed(1)}</Text>
              </HStack>
            ))}
          </SimpleGrid>
        )}
      </Flex>
      <Stack spacing={3} id={`reviews-${category.categoryName}`}>
        {list.shown.map((r, i) => (
          <ReviewCard key={`${r.user.username}-${r.published_date}-${i}`} review={r} />
        ))}
      </Stack>
      {list.toggleLabel && (
        <Button variant="outline" size="sm" alignSelf="start" onClick={() => setExpanded(!expanded)} aria-expanded={expanded} aria-controls={`reviews-${category.categoryName}`}>
          {list.toggleLabel}
        </Button>
      )}
    </Stack>
  );
}

function ReviewCard({ review }: { review: Review }) {
  const [open, setOpen] = useState(false);
  const text = reviewText(plainText(review.text), open);
  return (
    <Box as="article" borderWidth="1px" borderRadius="md" p={3} bg="white" data-testid="review">
      <HStack justify="space-between" align="start" wrap="wrap">
        <Box>
          <Heading as="h3" size="xs">
            {plainText(review.title)}
          </Heading>
          {review.verified && (
            <Badge colorScheme="green" variant="subtle" textTransform="none" title={VERIFIED_STAY.meaning} data-testid="verified-stay">
              {VERIFIED_STAY.label}
            </Badge>
          )}
          <Text fontSize="xs" color="gray.700">
            {plainText(review.user.username)} · {review.trip_type} · {formatLocalDate(review.published_date)}
          </Text>
        </Box>
        <StarRating rating={review.rating} size={3} />
      </HStack>
      <Text mt={2} fontSize="sm" data-testid="review-text">
        {text.text}
      </Text>
      {text.toggleLabel && (
        <Button variant="link" size="sm" onClick={() => setOpen(!open)} aria-expanded={open}>
          {text.toggleLabel}
        </Button>
      )}
    </Box>
  );
}

function GuestPhotos({ photos }: { photos: Photo[] }) {
  const [index, setIndex] = useState<number | null>(null);
  const strip = photoStrip(photos);
  const alt = (i: number) => plainText(photos[i]?.caption) || `Guest photo ${i + 1}`;
  return (
    <Box>
      <Heading as="h3" size="sm" mb={3}>
        Guest photos
      </Heading>
      {strip.shown.length === 0 ? (
        <Text color="gray.700">No guest photos available.</Text>
      ) : (
        <SimpleGrid columns={{ base: 3, md: 5 }} spacing={2} maxW="640px">
          {strip.shown.map((p, i) => {
            const last = i === strip.shown.length - 1 && strip.moreLabel;
            return (
              <Box
                key={p.id}
                as="button"
                type="button"
                position="relative"
                borderRadius="md"
                overflow="hidden"
                onClick={() => setIndex(i)}
                aria-label={last ? `${last} more: open all ${photos.length} guest photos` : `Open guest photo ${i + 1}`}
              >
                <ImageWithFallback src={p.images.original.url} alt="" htmlWidth={240} htmlHeight={160} loading="lazy" w="100%" h="auto" objectFit="cover" sx={{ aspectRatio: '3 / 2' }} bg="gray.100" />
                {last && (
                  <Flex position="absolute" inset={0} bg="blackAlpha.700" color="white" fontWeight="800" fontSize="xl" align="center" justify="center" data-testid="photos-more">
                    {strip.moreLabel}
                  </Flex>
                )}
              </Box>
            );
          })}
        </SimpleGrid>
      )}
      <GalleryViewer images={photos.map((p) => p.images.original.url)} index={index} onIndex={setIndex} alt={alt} label="Guest photos" />
    </Box>
  );
}

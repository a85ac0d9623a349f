import { bestDestinations, collectionTitles, popularDestinations, templeCities } from '../../content/collections';
import { AppDownloadSection } from './AppDownloadSection';
import { BestDestinations, CityScroller } from './CollectionSections';
import { FaqSection } from './FaqSection';
import { TrendingSection } from './TrendingSection';
import { VibesSection } from './VibesSection';
import { WhyBookSection } from './WhyBookSection';

/** Everything below the hero and search panel, in the spec order; loaded as its own chunk. */
export default function HomeSections() {
  return (
    <>
      <VibesSection />
      <CityScroller title={collectionTitles.popular} id="popular-destinations" cities={popularDestinations} />
      <TrendingSection />
      <CityScroller title={collectionTitles.temples} id="temple-cities" cities={templeCities} />
      <WhyBookSection />
      <AppDownloadSection />
      <BestDestinations cities={bestDestinations} />
      <FaqSection />
    </>
  );
}

import { bestDestinations, collectionTitles, popularDestinations, templeCities } from '../../content/collections';
import { BestDestinations, CityScroller } from './CollectionSections';
import { FaqSection } from './FaqSection';
import { TrendingSection } from './TrendingSection';
import { VibesSection } from './VibesSection';
import { WhyBookSection } from './WhyBookSection';
import { useRevealStages } from '../common/useRevealStages';

const sections = [
  () => <VibesSection />,
  () => <CityScroller title={collectionTitles.popular} id="popular-destinations" cities={popularDestinations} />,
  () => <TrendingSection />,
  () => <CityScroller title={collectionTitles.temples} id="temple-cities" cities={templeCities} />,
  () => <WhyBookSection />,
  () => <BestDestinations cities={bestDestinations} />,
  () => <FaqSection />,
];

/**
 * Everything below the hero and search panel, in the spec order; loaded as its own chunk. No app
 * download block until there is an app (its store links would lead nowhere). The
 * sections mount one per task after each paint, so no single commit keeps a phone busy.
 */
export default function HomeSections() {
  const stage = useRevealStages(true, sections.length - 1);
  return (
    <>
      {sections.slice(0, stage + 1).map((Section, i) => (
        <Section key={i} />
      ))}
    </>
  );
}

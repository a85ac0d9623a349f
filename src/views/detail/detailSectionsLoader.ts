import { useEffect, useState } from 'react';
import { afterNextPaint } from '../../live/paint';
import { loadOnce } from '../../model/loadOnce';

export type DetailSectionsComponent = typeof import('./DetailSections').DetailSections;

let loaded: DetailSectionsComponent | null = null;
const loadSections = loadOnce(() => import('./DetailSections').then((module) => (loaded = module.DetailSections)));

/**
 * The hotel page's sections below the hotel info (DetailSections), loaded once `start` is true:
 * the page passes it once the hotel info has been committed, and the download starts after that
 * commit's paint, so their code does not compete with the first picture. Null until they are in.
 * A failed download is thrown while rendering, to the route's error boundary, like a page that
 * fails to load.
 */
export function useDetailSections(start: boolean): DetailSectionsComponent | null {
  const [sections, setSections] = useState<DetailSectionsComponent | null>(() => loaded);
  const [, setFailure] = useState<null>(null);
  useEffect(() => {
    if (!start || sections) return;
    let live = true;
    const cancel = afterNextPaint(() => {
      loadSections().then(
        (component) => live && setSections(() => component),
        (error: unknown) =>
          live &&
          setFailure(() => {
            throw error;
          }),
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, [start, sections]);
  return sections;
}

import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { navigate } from 'wouter/use-browser-location';
import type { ActorRefFrom } from 'xstate';
import type { resultsMachine } from '../../machines/results.machine';
import { selectQuery, selectRefinement } from '../../machines/results.selectors';
import { readRefinement, withRefinement } from '../model/resultsUrl';
import { type ResultsRefinement } from '../../machines/results.machine';

/** The sort, view and filters a results page opens with: its URL's (a reload or a shared link). */
export const refinementFromUrl = (search: string): ResultsRefinement => readRefinement(search);

/**
 * Keeps the results page's URL in step with its machine: the rooms, sort, view and filters are
 * written into it whenever they change, so a reload or a shared link opens the same list. The
 * entry is replaced, not added: each tick of a filter is not a step of browser back, and the
 * navigation state (the search panel's values) stays with it.
 */
export function useResultsUrl(actor: ActorRefFrom<typeof resultsMachine>): void {
  const refinement = useSelector(actor, selectRefinement);
  const query = useSelector(actor, selectQuery);
  useEffect(() => {
    const { pathname, search, hash } = window.location;
    const next = `?${withRefinement(search, query.rooms, refinement)}`;
    if (next !== search) navigate(`${pathname}${next}${hash}`, { replace: true, state: window.history.state });
  }, [refinement, query]);
}

/**
 * What changes between the markers on a map and the next list: which to add, which to move or
 * relabel, which to take off. A map keeps its markers (and the user's pan and zoom) and applies
 * only this. Pure.
 */
export interface MarkerDiff<T> {
  add: T[];
  update: T[];
  remove: string[];
}

export function diffById<T extends { id: string }>(current: ReadonlyMap<string, T>, next: readonly T[], same: (a: T, b: T) => boolean): MarkerDiff<T> {
  const add: T[] = [];
  const update: T[] = [];
  const seen = new Set<string>();
  for (const item of next) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    const was = current.get(item.id);
    if (!was) add.push(item);
    else if (!same(was, item)) update.push(item);
  }
  const remove = [...current.keys()].filter((id) => !seen.has(id));
  return { add, update, remove };
}

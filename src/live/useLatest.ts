import { useEffect, useRef } from 'react';

/**
 * The latest value a component was rendered with, for what runs outside rendering (a
 * subscription, an observer, a click on a map marker) to read. It is kept once React has
 * committed the render, so a render React throws away never leaves its value behind; effects
 * declared after this hook in the same component already see the new value.
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });
  return latest;
}

import { useEffect, useRef, useState } from 'react';
import { isEmptyPhrase, normalizePhrase } from '../../../domain/search';

/** Typing settles for this long before a request (spec §9: minimum fetch delay 200 ms). */
export const AUTOCOMPLETE_DELAY_MS = 200;

export interface CancellableSearch<T> {
  /** The results of the latest finished request; null before any, or after the phrase was emptied. */
  data: T | null;
  /** The phrase `data` belongs to. */
  phrase: string;
  loading: boolean;
}

const NO_RESULT: CancellableSearch<never> = { data: null, phrase: '', loading: false };

/**
 * Autocomplete requests (spec §4): a new request aborts the previous one through its AbortSignal,
 * an empty phrase clears the results and sends nothing, errors are silent.
 */
export function useCancellableSearch<T>(
  text: string,
  fetcher: (phrase: string, signal: AbortSignal) => Promise<T>,
  options: { delay?: number; enabled?: boolean; key?: string } = {},
): CancellableSearch<T> {
  const { delay = AUTOCOMPLETE_DELAY_MS, enabled = true, key = '' } = options;
  const [result, setResult] = useState<CancellableSearch<T>>(NO_RESULT);
  const fetcherRef = useRef(fetcher);
  const controllerRef = useRef<AbortController | null>(null);
  useEffect(() => {
    fetcherRef.current = fetcher;
  });

  const phrase = normalizePhrase(text);
  useEffect(() => {
    controllerRef.current?.abort();
    controllerRef.current = null;
    if (!enabled || isEmptyPhrase(phrase)) {
      // Nothing to clear on mount (every page's search box): no second render of the box.
      setResult((previous) => (previous.data === null && previous.phrase === '' && !previous.loading ? previous : NO_RESULT));
      return;
    }
    setResult((previous) => ({ ...previous, loading: true }));
    const timer = setTimeout(() => {
      const controller = new AbortController();
      controllerRef.current = controller;
      fetcherRef.current(phrase, controller.signal).then(
        (data) => {
          if (!controller.signal.aborted) setResult({ data, phrase, loading: false });
        },
        () => {
          if (!controller.signal.aborted) setResult({ data: null, phrase, loading: false });
        },
      );
    }, delay);
    return () => clearTimeout(timer);
  }, [phrase, enabled, delay, key]);

  useEffect(() => () => controllerRef.current?.abort(), []);
  return result;
}

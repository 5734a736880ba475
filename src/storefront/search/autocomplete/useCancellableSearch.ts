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
  const [result, setResult] = useState<CancellableSearch<T>>({ data: null, phrase: '', loading: false });
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
      setResult({ data: null, phrase: '', loading: false });
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

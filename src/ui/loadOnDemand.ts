import { useEffect, useState, type ComponentType } from 'react';
import { isChunkLoadError, reloadAfterChunkError } from '../platform/chunkReload';

/**
 * A component whose code loads when it is first needed, without lazy() and Suspense: React holds a
 * revealed Suspense boundary back for up to 300 ms after its fallback showed, so the first toast,
 * modal or search suggestion would wait that long for code that arrived in a few milliseconds.
 * `preload()` starts the download early (e.g. when the search box is focused); `prefetch()` does the
 * same for a hover or a focus and leaves a failure to the use that follows; `useComponent(needed)`
 * gives the component once its code is there (null until then), and starts the download when needed;
 * `onFailure` hears of a download that failed. A failed download is tried again the next time the
 * component is needed. With `reloadWhenGone`, a part the visitor opened (a menu, a drawer) whose chunk
 * failed to download reloads the page instead, at most once a minute and not while offline (spec §9,
 * as an opened `lazy()` part did through the route's error page): a chunk gone after a deploy never
 * comes. Not for toasts and modals, which may stand over a form whose input a reload would lose; nor for
 * a preload (a hover), only for a part asked for.
 */
export function loadOnDemand<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, { reloadWhenGone = false } = {}) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;

  function preload(): Promise<ComponentType<P>> {
    loading ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  }

  function useComponent(needed: boolean, onFailure?: (error: unknown) => void): ComponentType<P> | null {
    const [, setArrived] = useState(loaded !== null);
    useEffect(() => {
      if (!needed) return;
      // Also when the code is there already: it may have come after this render read `loaded`.
      let active = true;
      preload().then(
        () => active && setArrived(true),
        (error: unknown) => {
          if (!active) return;
          if (reloadWhenGone && isChunkLoadError(error)) reloadAfterChunkError();
          onFailure?.(error);
        },
      );
      return () => {
        active = false;
      };
      // eslint-disable-next-line react-hooks/exhaustive-deps -- onFailure is read when the download ends
    }, [needed]);
    return needed ? loaded : null;
  }

  /** Starts the download and ignores its failure: the component's use tries again. */
  function prefetch(): void {
    preload().catch(() => undefined);
  }

  return { preload, prefetch, useComponent };
}

import { useState, type ComponentType } from 'react';
import { loadOnDemand } from './loadOnDemand';

/**
 * lazy() without Suspense, for a part of a client-rendered page (the account area) whose code arrives
 * in a moment, usually preloaded: `Loading` (given the same props) stands in until the code is there, then the component
 * renders as an ordinary update. With lazy() React holds a revealed Suspense boundary back until
 * 300 ms after its fallback showed, and the account area's route and its screen are two such boundaries one
 * inside the other: up to 0.6 s of waiting on every account page for code that came in milliseconds.
 * A failed download is thrown where the component stands, to the nearest error boundary (as lazy()
 * does); the next mount tries again. Not for server-rendered parts: the server would render `Loading`.
 */
export function componentOnDemand<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, Loading: ComponentType<P>) {
  const code = loadOnDemand(load);
  function OnDemand(props: P) {
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    const Component = code.useComponent(true, (error) => setFailure({ error }));
    // The download starts with the first render, as lazy()'s does, not after the loading part is painted.
    if (!Component && !failure) code.prefetch();
    if (failure) throw failure.error;
    return Component ? <Component {...props} /> : <Loading {...props} />;
  }
  return Object.assign(OnDemand, { preload: code.preload });
}

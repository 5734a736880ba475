import { loadOnDemand } from '../../../ui/loadOnDemand';

/**
 * The toner and ink finder inside the toners-and-inks menu (spec §2), built with the search
 * (src/storefront/search/DeviceFinder.tsx). Its code loads when the panel opens; until then its place
 * is held. Not lazy() in Suspense, which would show it no sooner than 300 ms after the panel (ADR 0030).
 */
const finder = loadOnDemand(() => import('../../search/DeviceFinder'), { reloadWhenGone: true });

export function DeviceFinderSlot() {
  const Finder = finder.useComponent(true);
  return Finder ? <Finder variant="menu" /> : <div style={{ minHeight: 56 }} />;
}

import { lazy, Suspense, type ComponentType } from 'react';

/**
 * The toner and ink finder inside the toners-and-inks menu (spec §2). The finder itself is built
 * with the search (src/storefront/search/DeviceFinder.tsx, export `DeviceFinder` or default,
 * prop `variant="menu"`); until that file exists this slot renders nothing.
 */
type FinderProps = { variant?: string };
type FinderModule = { DeviceFinder?: ComponentType<FinderProps>; default?: ComponentType<FinderProps> };
const Nothing: ComponentType<FinderProps> = () => null;
const candidates = import.meta.glob<FinderModule>('../../search/DeviceFinder.tsx');
const load = Object.values(candidates)[0];

const Finder = load
  ? lazy(async () => {
      const module = await load();
      const component = module.DeviceFinder ?? module.default;
      return { default: component ?? Nothing };
    })
  : null;

export const hasDeviceFinder = Finder !== null;

export function DeviceFinderSlot() {
  if (!Finder) return null;
  return (
    <Suspense fallback={<div style={{ minHeight: 56 }} />}>
      <Finder variant="menu" />
    </Suspense>
  );
}

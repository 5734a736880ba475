import { TonerFinder } from './finder/TonerFinder';

/**
 * The toner and ink finder for the category menu (spec §2: "the toners-and-inks category also shows
 * the device finder"); loaded there by layout/menu/DeviceFinderSlot.
 */
export function DeviceFinder({ variant = 'menu' }: { variant?: string }) {
  return <TonerFinder variant={variant === 'page' ? 'page' : 'menu'} />;
}

export default DeviceFinder;

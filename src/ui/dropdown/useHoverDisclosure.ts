import { useDisclosure } from './useDisclosure';
import { HEADER_HOVER_DELAYS, useHoverOpen, type HoverDelays } from './useHoverOpen';

/**
 * A header dropdown's disclosure (button + panel, see useDisclosure) that also opens on hover:
 * `hover.enter` / `hover.leave` go on the wrapper, the button's click follows useHoverOpen's rule.
 */
export function useHoverDisclosure(delays: HoverDelays = HEADER_HOVER_DELAYS) {
  const disclosure = useDisclosure();
  const { setOpen } = disclosure;
  const hover = useHoverOpen<true>(disclosure.open ? true : null, (key) => setOpen(key !== null), delays);
  return { ...disclosure, hover, buttonProps: { ...disclosure.buttonProps, onClick: () => hover.toggle(true) } };
}

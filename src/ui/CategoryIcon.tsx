import classes from './CategoryIcon.module.css';
import {
  CategoryOutlinedSvg,
  CleaningServicesOutlinedSvg,
  DescriptionOutlinedSvg,
  DevicesOutlinedSvg,
  EditOutlinedSvg,
  HealthAndSafetyOutlinedSvg,
  LocalCafeOutlinedSvg,
  PrintOutlinedSvg,
} from './icons';

/** Icons for the categories' `iconClass` (unknown classes get a neutral icon). */
const ICONS: Record<string, typeof CategoryOutlinedSvg> = {
  'icon-paper': DescriptionOutlinedSvg,
  'icon-office': EditOutlinedSvg,
  'icon-cleaning': CleaningServicesOutlinedSvg,
  'icon-grocery': LocalCafeOutlinedSvg,
  'icon-electronics': DevicesOutlinedSvg,
  'icon-safety': HealthAndSafetyOutlinedSvg,
  'icon-toner': PrintOutlinedSvg,
  'icon-toners': PrintOutlinedSvg,
};

const DEFAULT_SIZE = 48;

/** A category's icon in a round tinted badge; decorative. */
export function CategoryIcon({ iconClass, size = DEFAULT_SIZE }: { iconClass: string | null; size?: number }) {
  const Icon = (iconClass && ICONS[iconClass]) || CategoryOutlinedSvg;
  const custom = size === DEFAULT_SIZE ? undefined : { badge: { width: size, height: size }, icon: { fontSize: size * 0.55 } };
  return (
    <div aria-hidden="true" className={classes.badge} style={custom?.badge}>
      <Icon fontSize="medium" className={classes.icon} style={custom?.icon} />
    </div>
  );
}

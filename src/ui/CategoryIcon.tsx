import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import CleaningServicesOutlinedIcon from '@mui/icons-material/CleaningServicesOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import DevicesOutlinedIcon from '@mui/icons-material/DevicesOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import HealthAndSafetyOutlinedIcon from '@mui/icons-material/HealthAndSafetyOutlined';
import LocalCafeOutlinedIcon from '@mui/icons-material/LocalCafeOutlined';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';

/** Icons for the categories' `iconClass` (unknown classes get a neutral icon). */
const ICONS: Record<string, typeof CategoryOutlinedIcon> = {
  'icon-paper': DescriptionOutlinedIcon,
  'icon-office': EditOutlinedIcon,
  'icon-cleaning': CleaningServicesOutlinedIcon,
  'icon-grocery': LocalCafeOutlinedIcon,
  'icon-electronics': DevicesOutlinedIcon,
  'icon-safety': HealthAndSafetyOutlinedIcon,
  'icon-toner': PrintOutlinedIcon,
  'icon-toners': PrintOutlinedIcon,
};

/** A category's icon in a round tinted badge; decorative. */
export function CategoryIcon({ iconClass, size = 48 }: { iconClass: string | null; size?: number }) {
  const Icon = (iconClass && ICONS[iconClass]) || CategoryOutlinedIcon;
  return (
    <Box
      aria-hidden="true"
      sx={{ width: size, height: size, flex: 'none', borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: '#e6eef6', color: 'primary.main' }}
    >
      <Icon sx={{ fontSize: size * 0.55 }} />
    </Box>
  );
}

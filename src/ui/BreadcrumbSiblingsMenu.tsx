import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { ThemeScope } from './theme/ThemeScope';
import { LinkBehavior } from './LinkBehavior';

interface BreadcrumbSiblingsMenuProps {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  siblings: Array<{ label: string; href: string }>;
}

/**
 * The menu of a crumb's sibling pages (MUI Menu: focus, arrow keys, Escape), inside the theme.
 * Breadcrumbs loads it on the first opening, so the page itself needs neither MUI nor emotion.
 */
export default function BreadcrumbSiblingsMenu({ id, anchor, onClose, siblings }: BreadcrumbSiblingsMenuProps) {
  return (
    <ThemeScope>
      <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose} disablePortal slotProps={{ paper: { sx: { maxHeight: 320 } } }}>
        {siblings.map((sibling) => (
          <MenuItem key={sibling.href} component={LinkBehavior} href={sibling.href} onClick={onClose} sx={{ fontSize: '1.4rem' }}>
            {sibling.label}
          </MenuItem>
        ))}
      </Menu>
    </ThemeScope>
  );
}

import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkBehavior } from './LinkBehavior';

export interface Crumb {
  label: string;
  /** Absent on the current page. */
  href?: string;
  /** Other pages at the same level (sibling categories), offered in a dropdown. */
  siblings?: Array<{ label: string; href: string }>;
}

/** The trail to the current page; the last crumb is the page itself. Crumbs may open a list of siblings. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation(['common', 'catalogue']);
  return (
    <MuiBreadcrumbs aria-label={t('common:breadcrumbs.label')} sx={{ fontSize: '1.3rem', mb: 2 }}>
      {items.map((item, index) => {
        const current = !item.href || index === items.length - 1;
        return (
          <Box key={`${item.href ?? 'current'}-${index}`} component="span" sx={{ display: 'inline-flex', alignItems: 'center' }}>
            {current ? (
              <Typography component="span" aria-current="page" sx={{ fontSize: 'inherit', color: 'text.primary' }}>
                {item.label}
              </Typography>
            ) : (
              <Link href={item.href} underline="hover" color="inherit">
                {item.label}
              </Link>
            )}
            {item.siblings?.length ? <SiblingMenu label={item.label} siblings={item.siblings} /> : null}
          </Box>
        );
      })}
    </MuiBreadcrumbs>
  );
}

function SiblingMenu({ label, siblings }: { label: string; siblings: NonNullable<Crumb['siblings']> }) {
  const { t } = useTranslation('catalogue');
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('breadcrumbs.siblings', { name: label })}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? id : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.25, ml: 0.25 }}
      >
        <ExpandMoreIcon sx={{ fontSize: 18 }} />
      </IconButton>
      <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)} disablePortal slotProps={{ paper: { sx: { maxHeight: 320 } } }}>
        {siblings.map((sibling) => (
          <MenuItem key={sibling.href} component={LinkBehavior} href={sibling.href} onClick={() => setAnchor(null)} sx={{ fontSize: '1.4rem' }}>
            {sibling.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { localePath, useLocale } from '../../routing/routes';
import { formatMoney } from '../../domain/price';
import type { ShoppingListItem } from '../../generated/model';

interface ListItemLineProps {
  line: ShoppingListItem;
  showNetPrices: boolean;
  chosen: boolean;
  onChoose: (chosen: boolean) => void;
  /** Saves a new quantity; answers an error message, or null when saved. */
  onQuantity: (quantity: number) => Promise<string | null>;
  onRemove: () => void;
  busy: boolean;
}

/**
 * A product of a list: choose it, picture, name (to the product page), code, price, the quantity
 * (saved when the field is left or Enter is pressed; a whole number of at least 1) and remove.
 */
export function ListItemLine({ line, showNetPrices, chosen, onChoose, onQuantity, onRemove, busy }: ListItemLineProps) {
  const { t } = useTranslation(['account', 'common']);
  const locale = useLocale();
  const { item } = line;
  const [draft, setDraft] = useState(String(line.quantity));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // The server's quantity wins once it comes back (another tab, a refused change).
  useEffect(() => setDraft(String(line.quantity)), [line.quantity]);

  const commit = async () => {
    const quantity = Number(draft);
    if (draft === String(line.quantity)) return setError(null);
    if (!draft || !Number.isInteger(quantity) || quantity < 1) return setError(t('common:quantity.invalid'));
    setSaving(true);
    const failure = await onQuantity(quantity);
    setSaving(false);
    setError(failure);
  };
  const fieldId = `list-item-${item.id}-quantity`;
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '40px 64px minmax(0, 1fr) 40px', md: '40px 64px minmax(0, 1fr) 150px 40px' },
        gridTemplateAreas: { xs: '"choose picture info remove" ". quantity quantity quantity"', md: '"choose picture info quantity remove"' },
        gap: 1.5,
        alignItems: 'start',
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ gridArea: 'choose' }}>
        <Checkbox checked={chosen} onChange={(event) => onChoose(event.target.checked)} slotProps={{ input: { 'aria-label': t('account:shoppingLists.detail.choose', { name: item.name }) } }} />
      </Box>
      <Box component="img" src={item.mainPictureUrl} alt="" width={64} height={64} loading="lazy" sx={{ gridArea: 'picture', objectFit: 'contain', display: 'block', bgcolor: 'background.default', borderRadius: 1 }} />
      <Box sx={{ gridArea: 'info', minWidth: 0 }}>
        <Link component={RouterLink} to={localePath('product-slug', { slug: item.slug }, undefined, locale)} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {item.name}
        </Link>
        <Typography variant="body2" color="text.secondary">
          {t('account:shoppingLists.detail.code', { code: item.code })}
        </Typography>
        <Typography variant="body2">
          {formatMoney(item.priceObject, showNetPrices)} {showNetPrices ? t('common:price.net') : t('common:price.gross')} / {item.uom}
        </Typography>
        {!item.canBeOrdered ? (
          <Typography variant="body2" color="error" sx={{ fontWeight: 700 }}>
            {t('common:product.cannotBeOrdered')}
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ gridArea: 'quantity', maxWidth: 200 }}>
        <TextField
          id={fieldId}
          size="small"
          label={t('account:shoppingLists.detail.quantity', { uom: item.uom })}
          value={draft}
          disabled={busy || saving}
          onChange={(event) => setDraft(event.target.value.replace(/\D/g, ''))}
          onBlur={() => void commit()}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void commit();
            }
          }}
          error={Boolean(error)}
          helperText={error ?? undefined}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': t('common:quantity.labelFor', { name: item.name }) } }}
          fullWidth
        />
      </Box>
      <Box sx={{ gridArea: 'remove' }}>
        <IconButton onClick={onRemove} disabled={busy} aria-label={t('account:shoppingLists.detail.remove', { name: item.name })}>
          <CloseIcon />
        </IconButton>
      </Box>
    </Box>
  );
}

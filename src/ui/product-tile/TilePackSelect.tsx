import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import NativeSelect from '@mui/material/NativeSelect';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../domain/price';
import { multiPackOptions, packKind } from '../../domain/multiPack';
import type { MultiPack } from '../../generated/model';
import { visuallyHidden } from '../visuallyHidden';

interface TilePackSelectProps {
  id: string;
  packs: MultiPack[];
  currentId: number;
  showNetPrices: boolean;
  loading: boolean;
  onChoose: (slug: string) => void;
}

/** The multi-pack selector (single unit, "Opak. zbiorcze", "Paleta") with the unit price of each option. */
export function TilePackSelect({ id, packs, currentId, showNetPrices, loading, onChoose }: TilePackSelectProps) {
  const { t } = useTranslation('catalogue');
  const options = multiPackOptions(packs);
  const label = (pack: MultiPack) => {
    const kind = packKind(pack);
    const title = pack.title || (kind === 'single' ? `1 ${pack.uom}` : `${t(`tile.pack.${kind}`)} (${pack.quantity} ${pack.uom})`);
    const unit = pack.unitPrice ? ` – ${formatMoney(pack.unitPrice, showNetPrices)}/${pack.uom}` : '';
    const discount = pack.discount > 0 ? ` (-${pack.discount}%)` : '';
    return `${title}${unit}${discount}`;
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box component="label" htmlFor={id} sx={visuallyHidden}>
        {t('tile.packLabel')}
      </Box>
      <NativeSelect
        id={id}
        value={String(options.find((pack) => pack.id === currentId)?.slug ?? '')}
        onChange={(event) => onChoose(event.target.value)}
        disabled={loading}
        disableUnderline
        sx={{
          flex: 1,
          minWidth: 0,
          fontSize: '1.2rem',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          px: 1,
          '& select': { py: 0.5, textOverflow: 'ellipsis' },
        }}
      >
        {options.map((pack) => (
          <option key={pack.id} value={pack.slug}>
            {label(pack)}
          </option>
        ))}
      </NativeSelect>
      {loading ? <CircularProgress size={18} aria-label={t('tile.loadingPack')} /> : null}
    </Box>
  );
}

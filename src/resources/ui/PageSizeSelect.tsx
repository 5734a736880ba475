import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import Box from '@mui/material/Box';

/** "Wierszy na stronie": 24 (the default), 48 or 96 rows a page of an account list. */
export function PageSizeSelect({ value, sizes, onChange }: { value: number; sizes: readonly number[]; onChange: (size: number) => void }) {
  const { t } = useTranslation('account');
  const id = useId();
  return (
    <Box component="label" htmlFor={id} sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, fontSize: '1.4rem', color: 'text.secondary' }}>
      {t('gridToolbar.pageSize')}
      <Box
        component="select"
        id={id}
        value={value}
        onChange={(event) => onChange(Number((event.target as HTMLSelectElement).value))}
        sx={{ font: 'inherit', color: 'text.primary', minHeight: 32, py: 0.25, px: 0.5, borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
      >
        {sizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </Box>
    </Box>
  );
}

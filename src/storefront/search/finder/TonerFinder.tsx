import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useGetPrintingDeviceBrands, useGetPrintingDevices } from '../../../generated/api/search-and-products/search-and-products';
import { useSession } from '../../../session';
import { DeviceAutocomplete, finderHref } from './DeviceAutocomplete';

interface TonerFinderProps {
  /** 'page' on listings, 'menu' inside the category menu (narrow, no frame). */
  variant?: 'page' | 'menu';
  /** The device currently searched for, shown as chosen. */
  initialBrand?: string;
  initialModel?: string;
}

/**
 * The toner and ink finder (spec §2): pick a brand (loads its models), pick a model (opens the
 * search for cartridges that fit), or type a device model or an OEM code.
 */
export function TonerFinder({ variant = 'page', initialBrand = '', initialModel = '' }: TonerFinderProps) {
  const { t } = useTranslation('search');
  const id = useId();
  const navigate = useNavigate();
  const { status } = useSession();
  const [brand, setBrand] = useState(initialBrand);
  const brands = useGetPrintingDeviceBrands({ query: { enabled: status === 'ready', staleTime: 10 * 60_000 } });
  const devices = useGetPrintingDevices({ brandName: brand }, { query: { enabled: status === 'ready' && brand !== '', staleTime: 10 * 60_000 } });
  const models = devices.data?.devices ?? [];
  const brandNames = brands.data?.brands ?? [];
  const menu = variant === 'menu';
  const modelValue = models.some((device) => device.model === initialModel) && brand === initialBrand ? initialModel : '';

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={`${id}-title`}
      sx={menu ? { p: 0, border: 0, bgcolor: 'transparent' } : { p: { xs: 2, md: 2.5 }, mb: 3, bgcolor: '#f7fafd' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <PrintOutlinedIcon sx={{ color: 'primary.main' }} aria-hidden="true" />
        <Typography id={`${id}-title`} component="h2" sx={{ fontSize: menu ? '1.5rem' : '1.8rem', fontWeight: 700 }}>
          {t('finder.title')}
        </Typography>
      </Box>
      <Typography component="p" sx={{ fontSize: '1.3rem', color: 'text.secondary', mb: menu ? 1.5 : 2 }}>
        {t('finder.intro')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: menu ? '1fr' : { xs: '1fr', md: '1fr 1fr', lg: '1fr 1fr 1.4fr' }, alignItems: 'end' }}>
        <TextField
          select
          size="small"
          label={t('finder.brand')}
          value={brandNames.includes(brand) ? brand : ''}
          onChange={(event) => setBrand(event.target.value)}
          disabled={!brandNames.length}
          slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 300 } } } } } }}
          sx={{ bgcolor: 'background.paper' }}
        >
          {brandNames.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('finder.model')}
          value={modelValue}
          onChange={(event) => void navigate(finderHref({ deviceBrand: brand, deviceModel: event.target.value }))}
          disabled={!brand || !models.length}
          helperText={brand && devices.isFetching ? t('finder.loadingModels') : undefined}
          slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 300 } } } } } }}
          sx={{ bgcolor: 'background.paper' }}
        >
          {models.map((device) => (
            <MenuItem key={device.model} value={device.model}>
              {device.model}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={menu ? undefined : { gridColumn: { md: '1 / -1', lg: 'auto' } }}>
          <DeviceAutocomplete />
        </Box>
      </Box>
    </Paper>
  );
}

import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Box from '@mui/material/Box';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNetPrices } from '../../session/netPrices';
import { visuallyHidden } from '../../ui/visuallyHidden';

interface NetGrossSwitchProps {
  /** 'dark' on the info bar, 'light' in the mobile menu. */
  tone?: 'dark' | 'light';
}

/**
 * The net/gross price switch (spec §2, §4): two pressed-state buttons, "netto" and "brutto".
 * Every price on every page follows it. Read-only users see it disabled with a note.
 */
export function NetGrossSwitch({ tone = 'dark' }: NetGrossSwitchProps) {
  const { t } = useTranslation('prices');
  const { showNetPrices, readOnly, setShowNetPrices } = useNetPrices();
  const id = useId();
  const dark = tone === 'dark';
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      <Box component="span" id={`${id}-label`} sx={{ fontSize: '1.3rem' }}>
        {t('switch.label')}
      </Box>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={showNetPrices ? 'net' : 'gross'}
        onChange={(_event, value: 'net' | 'gross' | null) => {
          if (value) void setShowNetPrices(value === 'net');
        }}
        disabled={readOnly}
        aria-labelledby={`${id}-label`}
        aria-describedby={readOnly ? `${id}-note` : undefined}
        sx={{
          '& .MuiToggleButton-root': {
            py: 0.125,
            px: 1,
            fontSize: '1.2rem',
            lineHeight: 1.6,
            textTransform: 'none',
            color: dark ? 'primary.contrastText' : 'text.primary',
            borderColor: dark ? 'rgba(255,255,255,0.6)' : 'divider',
            '&.Mui-selected': {
              bgcolor: dark ? 'primary.contrastText' : 'primary.main',
              color: dark ? 'primary.dark' : 'primary.contrastText',
              fontWeight: 700,
              '&:hover': { bgcolor: dark ? 'primary.contrastText' : 'primary.dark' },
            },
            '&.Mui-disabled': { color: dark ? 'rgba(255,255,255,0.75)' : 'text.secondary' },
            '&.Mui-selected.Mui-disabled': { color: dark ? 'primary.dark' : 'primary.contrastText' },
          },
        }}
      >
        <ToggleButton value="net">{t('switch.net')}</ToggleButton>
        <ToggleButton value="gross">{t('switch.gross')}</ToggleButton>
      </ToggleButtonGroup>
      {readOnly ? (
        <Box component="span" id={`${id}-note`} sx={visuallyHidden}>
          {t('switch.readOnly')}
        </Box>
      ) : null}
    </Box>
  );
}

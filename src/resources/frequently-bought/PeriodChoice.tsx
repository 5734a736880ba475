import { useTranslation } from '../../i18n/useTranslation';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { FREQUENTLY_BOUGHT_PERIODS, type FrequentlyBoughtPeriod } from '../../domain/frequentlyBought';

/** Dzień / Tydzień / Miesiąc / Kwartał / Rok (spec §9): one is always chosen. */
export function PeriodChoice({ value, onChange, labelledBy }: { value: FrequentlyBoughtPeriod; onChange: (days: FrequentlyBoughtPeriod) => void; labelledBy: string }) {
  const { t } = useTranslation('account');
  return (
    <ToggleButtonGroup
      exclusive
      value={value}
      onChange={(_event, days: FrequentlyBoughtPeriod | null) => {
        // Pressing the chosen period again keeps it (a period is always chosen).
        if (days !== null) onChange(days);
      }}
      aria-labelledby={labelledBy}
      size="small"
      color="primary"
      sx={{ flexWrap: 'wrap' }}
    >
      {FREQUENTLY_BOUGHT_PERIODS.map((period) => (
        <ToggleButton
          key={period.days}
          value={period.days}
          // The theme's unselected grey is too faint on white (WCAG 4.5:1): the text colour instead.
          sx={{ px: { xs: 1.25, sm: 2 }, textTransform: 'none', fontSize: '1.4rem', color: 'text.primary', '&.Mui-selected': { fontWeight: 700 } }}
        >
          {t(`frequentlyBought.periods.${period.key}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

import { useTranslation } from '../../i18n/useTranslation';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useFormatPln } from '../../ui/useFormatPln';
import type { CostCenter } from '../../generated/model';
import { costCentreUsage } from './costCentreUsage';

/**
 * One cost centre: its limit, what is used and left ("Bez limitu" without a limit), how the limit
 * behaves, and a usage bar (a progressbar with its value, and the percentage written beside it).
 * The cost-centre screen and the dashboard show the same card.
 */
export function CostCentreUsageCard({ centre, headingLevel = 'h2', compact = false }: { centre: CostCenter; headingLevel?: 'h2' | 'h3'; compact?: boolean }) {
  const { t } = useTranslation('account');
  const formatPln = useFormatPln();
  const usage = costCentreUsage(centre);
  const amount = (value: number | null) => (value === null ? t('costCentres.noLimit') : formatPln(value));
  const barColour = usage.percent === null || usage.percent < 80 ? 'primary' : usage.percent <= 100 ? 'warning' : 'error';
  const nameId = `cost-centre-${centre.id}-${compact ? 'compact' : 'full'}`;
  return (
    <Box
      component="article"
      aria-labelledby={nameId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: compact ? 1.5 : 2, bgcolor: 'background.paper', display: 'grid', gap: 1 }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', alignItems: 'baseline' }}>
        <Typography id={nameId} component={headingLevel} sx={{ fontSize: compact ? '1.6rem' : '1.8rem', fontWeight: 700 }}>
          {centre.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t(`costCentres.kind.${usage.kind}`)}
        </Typography>
      </Box>
      {usage.percent !== null ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <LinearProgress
            variant="determinate"
            color={barColour}
            value={Math.min(100, usage.percent)}
            aria-label={t('costCentres.usageLabel', { name: centre.name })}
            aria-valuetext={t('costCentres.usageText', { percent: usage.percent, used: formatPln(usage.used), limit: amount(usage.limit) })}
            sx={{ flex: 1, height: 10, borderRadius: 5 }}
          />
          <Typography variant="body2" sx={{ fontWeight: 700, minWidth: '4.5em', textAlign: 'right' }}>
            {t('costCentres.percent', { percent: usage.percent })}
          </Typography>
        </Box>
      ) : (
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {t('costCentres.noLimit')}
        </Typography>
      )}
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: compact ? 'repeat(3, auto)' : { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' }, gap: 1, m: 0 }}
      >
        {(
          [
            ['limit', amount(usage.limit)],
            ['used', formatPln(usage.used)],
            ['available', amount(usage.available)],
          ] as const
        ).map(([key, value]) => (
          <Box key={key}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t(`costCentres.${key}`)}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600, whiteSpace: 'nowrap' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {usage.over > 0 && (
        <Typography variant="body2" sx={{ color: 'error.dark', fontWeight: 600 }}>
          {t('costCentres.over', { amount: formatPln(usage.over) })}
        </Typography>
      )}
    </Box>
  );
}

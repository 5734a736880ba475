import { useTranslation } from '../../i18n/useTranslation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useSettingSwitches, type SwitchRow } from './useSettingSwitches';

function SettingRow({ row, onChange }: { row: SwitchRow; onChange: (checked: boolean) => void }) {
  const { t } = useTranslation('account');
  const id = `setting-${row.key}`;
  const description = row.readOnly ? `${t(`settings.switches.${row.key}.description`)} ${t('settings.readOnly')}` : t(`settings.switches.${row.key}.description`);
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, py: 1.5 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="label" htmlFor={id} sx={{ fontWeight: 700, display: 'block', cursor: row.readOnly ? 'default' : 'pointer' }}>
          {t(`settings.switches.${row.key}.label`)}
        </Typography>
        <Typography id={`${id}-description`} variant="body2" color="text.secondary">
          {description}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexShrink: 0 }}>
        {row.saving ? <CircularProgress size={16} aria-label={t('settings.saving')} /> : null}
        <Switch
          id={id}
          checked={row.checked}
          disabled={row.readOnly || row.saving}
          onChange={(_event, checked) => onChange(checked)}
          slotProps={{ input: { 'aria-describedby': `${id}-description`, role: 'switch' } }}
        />
      </Box>
    </Box>
  );
}

/**
 * The user's switches (spec §6 acl flags): e-invoices (only for those who may change it), the
 * newsletter, net prices (read-only when the account's setting says so) and the tracking consent.
 */
export function SettingSwitchesCard() {
  const { t } = useTranslation('account');
  const { rows, change, failure, dismissFailure } = useSettingSwitches();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="settings-switches-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="settings-switches-title" component="h2" sx={{ fontSize: '1.8rem', fontWeight: 700 }}>
        {t('settings.switchesTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('settings.switchesLead')}
      </Typography>
      {failure ? (
        <Alert severity="error" onClose={dismissFailure} sx={{ my: 1 }}>
          {t('settings.saveFailed', { name: t(`settings.switches.${failure.key}.label`) })}
          {failure.reason ? ` ${failure.reason}` : ''}
        </Alert>
      ) : null}
      {rows.map((row, index) => (
        <Box key={row.key}>
          {index > 0 ? <Divider /> : null}
          <SettingRow row={row} onChange={(checked) => void change(row, checked)} />
        </Box>
      ))}
    </Paper>
  );
}

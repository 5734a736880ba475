import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from '../../i18n/useTranslation';
import type { CostCenter } from '../../generated/model';

/** The cost centres a user may buy on, ticked from the company's (the add and the edit dialogs). */
export function CostCentreChoice<T extends FieldValues & { costCenterIds: number[] }>({ control, centres, failed }: { control: Control<T>; centres: readonly CostCenter[]; failed: boolean }) {
  const { t } = useTranslation('account');
  return (
    <Box component="fieldset" sx={{ gridColumn: { sm: '1 / -1' }, border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('companyUsers.fields.costCenters')}
      </Typography>
      <Controller
        name={'costCenterIds' as FieldPath<T>}
        control={control}
        render={({ field, fieldState }) => {
          const chosen = field.value as number[];
          return (
            <>
              <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                {centres.map((centre) => (
                  <FormControlLabel
                    key={centre.id}
                    label={centre.name}
                    control={
                      <Checkbox
                        checked={chosen.includes(centre.id)}
                        onChange={(_event, checked) => field.onChange(checked ? [...chosen, centre.id] : chosen.filter((id) => id !== centre.id))}
                      />
                    }
                  />
                ))}
              </FormGroup>
              <FormHelperText error={Boolean(fieldState.error)}>
                {fieldState.error?.message ?? (failed ? t('companyUsers.add.centresError') : t('companyUsers.add.centresHint'))}
              </FormHelperText>
            </>
          );
        }}
      />
    </Box>
  );
}

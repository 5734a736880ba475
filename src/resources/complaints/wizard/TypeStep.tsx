import { useTranslation } from '../../../i18n/useTranslation';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { COMPLAINT, RETURN } from '../../../domain/complaints';
import type { ComplaintType } from '../../../generated/model';
import { typeKey } from '../complaintTexts';
import { ReturnRights } from '../ReturnRights';

/** Step 0: a complaint (something is wrong with the goods) or a return (good goods given back). */
export function TypeStep({ value, onChoose, labelledBy }: { value: ComplaintType | null; onChoose: (type: ComplaintType) => void; labelledBy: string }) {
  const { t } = useTranslation('account');
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <RadioGroup
        aria-labelledby={labelledBy}
        value={value ?? ''}
        onChange={(event) => onChoose(event.target.value as ComplaintType)}
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
      >
        {([COMPLAINT, RETURN] as const).map((type) => {
          const key = typeKey(type);
          const chosen = value === type;
          return (
            <FormControlLabel
              key={type}
              value={type}
              control={<Radio slotProps={{ input: { 'aria-describedby': `complaint-type-${key}-hint` } }} />}
              label={
                <Box sx={{ py: 1 }}>
                  <Typography sx={{ fontWeight: 700, fontSize: '1.7rem' }}>{t(`complaints.types.${key}`)}</Typography>
                  <Typography id={`complaint-type-${key}-hint`} variant="body2" color="text.secondary">
                    {t(`complaints.wizard.type.hint.${key}`)}
                  </Typography>
                </Box>
              }
              sx={{
                m: 0,
                alignItems: 'flex-start',
                border: chosen ? 2 : 1,
                borderColor: chosen ? 'primary.main' : 'divider',
                borderRadius: 1,
                p: chosen ? 'calc(12px - 1px)' : 1.5,
                bgcolor: 'background.paper',
              }}
            />
          );
        })}
      </RadioGroup>
      {value === RETURN ? <ReturnRights headingLevel={3} /> : null}
    </Box>
  );
}

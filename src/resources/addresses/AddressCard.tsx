import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import type { DeliveryAddress } from '../../generated/model';

/** One address of the book: recipient, street, postcode and city, phone; the default one marked. */
export function AddressCard({ address, onEdit }: { address: DeliveryAddress; onEdit?: () => void }) {
  const { t } = useTranslation('account');
  const headingId = `address-${address.id}`;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{
        p: 2, display: 'flex', flexDirection: 'column', gap: 1, height: '100%',
        borderColor: address.isDefault ? 'primary.main' : undefined,
        borderWidth: address.isDefault ? 2 : 1,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={headingId} component="h2" sx={{ fontSize: '1.6rem', fontWeight: 700, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {address.name}
        </Typography>
        {address.isDefault ? <Chip size="small" color="primary" label={t('addresses.default')} /> : null}
      </Box>
      <Typography component="address" sx={{ fontStyle: 'normal', flex: 1 }}>
        {address.streetWithNumber}
        {address.addressLine1 ? (
          <>
            <br />
            {address.addressLine1}
          </>
        ) : null}
        <br />
        {`${address.zip} ${address.city}`}
        <br />
        {t(`addresses.countries.${address.countryCode}`, { defaultValue: address.countryCode })}
        {address.phone1 ? (
          <>
            <br />
            {t('addresses.phone', { phone: address.phone1 })}
          </>
        ) : null}
      </Typography>
      {onEdit ? (
        <Box>
          <Button size="small" startIcon={<EditIcon />} onClick={onEdit} aria-label={t('addresses.editNamed', { name: address.name })}>
            {t('addresses.edit')}
          </Button>
        </Box>
      ) : null}
    </Paper>
  );
}

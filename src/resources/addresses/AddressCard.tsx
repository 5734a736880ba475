import { useTranslation } from '../../i18n/useTranslation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import StarIcon from '@mui/icons-material/StarOutlineOutlined';
import type { DeliveryAddress } from '../../generated/model';

interface AddressCardProps {
  address: DeliveryAddress;
  onEdit?: () => void;
  /** Absent for the only address of the book (the book keeps at least one) and without the right to delete. */
  onDelete?: () => void;
  /** Absent for the default address and without the right to change the book. */
  onMakeDefault?: () => void;
  /** While this address is being made the default one. */
  makingDefault?: boolean;
}

/** One address of the book: recipient, street, postcode and city, phone; the default one marked; its actions. */
export function AddressCard({ address, onEdit, onDelete, onMakeDefault, makingDefault = false }: AddressCardProps) {
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
      {onEdit || onDelete || onMakeDefault ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {onEdit ? (
            <Button size="small" startIcon={<EditIcon />} onClick={onEdit} aria-label={t('addresses.editNamed', { name: address.name })}>
              {t('addresses.edit')}
            </Button>
          ) : null}
          {onMakeDefault ? (
            <Button size="small" startIcon={<StarIcon />} onClick={onMakeDefault} loading={makingDefault} aria-label={t('addresses.makeDefaultNamed', { name: address.name })}>
              {t('addresses.makeDefault')}
            </Button>
          ) : null}
          {onDelete ? (
            <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={onDelete} aria-label={t('addresses.delete.named', { name: address.name })}>
              {t('addresses.delete.action')}
            </Button>
          ) : null}
        </Box>
      ) : null}
    </Paper>
  );
}

import { useState } from 'react';
import { useCan, useList } from '@refinedev/core';
import { useTranslation } from '../../i18n/useTranslation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { DeliveryAddress } from '../../generated/model';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import { LoadErrorAlert } from '../ui/LoadErrorAlert';
import { AddressCard } from './AddressCard';
import { AddressDialog } from './AddressDialog';
import { DeleteAddressDialog } from './DeleteAddressDialog';
import { useSetDefaultAddress } from './useAddressBookChange';
import { showToast } from '../../ui/toasts/toastStore';
import { messageOf } from '../orders/orderMessages';
import { ADDRESSES_RESOURCE } from './addressesResource';

/** The dialog: a new address (null) or the address being changed; kept while it closes, so its title stays. */
interface Editing {
  open: boolean;
  address: DeliveryAddress | null;
}

/**
 * /moje-konto/adresy: the delivery-address book the checkout offers — the default address first and
 * marked; adding, changing, deleting addresses and choosing the default one need the acl flag
 * createAddress (others are told who can). Deleting asks first; the only address cannot be deleted.
 */
export default function AddressesList() {
  const { t } = useTranslation('account');
  usePageMeta({ title: t('addresses.title'), description: t('addresses.description') });
  const { query, result } = useList<DeliveryAddress>({ resource: ADDRESSES_RESOURCE, pagination: { mode: 'off' } });
  const mayCreate = useCan({ resource: ADDRESSES_RESOURCE, action: 'create' }).data?.can === true;
  const mayEdit = useCan({ resource: ADDRESSES_RESOURCE, action: 'edit' }).data?.can === true;
  const mayDelete = useCan({ resource: ADDRESSES_RESOURCE, action: 'delete' }).data?.can === true;
  const [editing, setEditing] = useState<Editing>({ open: false, address: null });
  const [deleting, setDeleting] = useState<{ open: boolean; address: DeliveryAddress | null; book: DeliveryAddress[] }>({ open: false, address: null, book: [] });
  const setDefault = useSetDefaultAddress();
  const [makingDefault, setMakingDefault] = useState<number | null>(null);
  const addresses = result.data ?? [];
  const makeDefault = async (address: DeliveryAddress) => {
    setMakingDefault(address.id);
    try {
      showToast({ message: (await setDefault.run(address.id)) || t('addresses.defaultSet', { name: address.name }) });
    } catch (error) {
      showToast({ message: messageOf(error, t('addresses.defaultFailed')), severity: 'error' });
    } finally {
      setMakingDefault(null);
    }
  };
  return (
    <Box component="section" aria-labelledby="addresses-title">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography id="addresses-title" variant="h1" sx={{ fontSize: { xs: '2.4rem', md: '2.8rem' }, fontWeight: 700, flex: 1 }}>
          {t('addresses.title')}
        </Typography>
        {mayCreate ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ open: true, address: null })}>
            {t('addresses.add')}
          </Button>
        ) : null}
      </Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('addresses.lead')}
      </Typography>
      {!mayCreate && !query.isLoading ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('addresses.adminOnly')}
        </Alert>
      ) : null}
      {query.isError ? (
        <LoadErrorAlert retryLabel={t('addresses.retry')} onRetry={() => query.refetch()}>
          {t('addresses.loadError')}
        </LoadErrorAlert>
      ) : query.isLoading ? (
        <Box role="status" aria-busy="true" aria-label={t('addresses.loading')} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: '1fr 1fr 1fr' } }}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} variant="rounded" height={160} />
          ))}
        </Box>
      ) : addresses.length === 0 ? (
        <Alert severity="info">{t('addresses.empty')}</Alert>
      ) : (
        <Box
          component="ul"
          aria-label={t('addresses.listLabel')}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: '1fr 1fr 1fr' } }}
        >
          {addresses.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              onEdit={mayEdit ? () => setEditing({ open: true, address }) : undefined}
              onMakeDefault={mayEdit && !address.isDefault ? () => void makeDefault(address) : undefined}
              makingDefault={makingDefault === address.id}
              onDelete={mayDelete && addresses.length > 1 ? () => setDeleting({ open: true, address, book: addresses }) : undefined}
            />
          ))}
        </Box>
      )}
      <AddressDialog open={editing.open} address={editing.address} onClose={() => setEditing((state) => ({ ...state, open: false }))} />
      {mayDelete && addresses.length === 1 && !query.isLoading ? (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {t('addresses.delete.onlyOne')}
        </Typography>
      ) : null}
      {deleting.address ? (
        <DeleteAddressDialog
          open={deleting.open}
          address={deleting.address}
          book={deleting.book}
          onClose={() => setDeleting((state) => ({ ...state, open: false }))}
        />
      ) : null}
    </Box>
  );
}

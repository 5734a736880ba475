import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { initialQuantity } from '../../domain/quantity';
import type { ProductSummary } from '../../generated/model';
import { QuantityInput } from '../QuantityInput';

interface TilePurchaseProps {
  id: string;
  product: ProductSummary;
  adding: boolean;
  disabled: boolean;
  onAdd: (quantity: number) => void;
}

/** Quantity (spec §5 rules) and the add-to-basket button, loading until the add is done. */
export function TilePurchase({ id, product, adding, disabled, onAdd }: TilePurchaseProps) {
  const { t } = useTranslation('common');
  const [quantity, setQuantity] = useState(() => initialQuantity(product));
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onAdd(quantity);
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <QuantityInput
        id={`${id}-quantity`}
        value={quantity}
        onChange={setQuantity}
        rule={product}
        uom={product.uom}
        label={t('quantity.labelFor', { name: product.name })}
        stock={product.stock}
        availableFrom={product.availableFrom}
        disabled={disabled}
        compact
        productName={product.name}
      />
      <Button
        type="submit"
        variant="contained"
        loading={adding}
        disabled={disabled}
        startIcon={<AddShoppingCartIcon />}
        aria-label={t('cart.addNamed', { name: product.name })}
        sx={{ minHeight: 40, px: { xs: 1, md: 2 }, '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } } }}
      >
        {t('cart.add')}
      </Button>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { localePath } from '../../app/routes';
import { hasPackChoice, multiPackOptions, packKind } from '../../domain/multiPack';
import { formatMoney } from '../../domain/price';
import type { MultiPack } from '../../generated/model';

/** The product's multi-packs (single, "Opak. zbiorcze", "Paleta"): each is its own product page. */
export function PackOptions({ packs, currentId, showNetPrices }: { packs: MultiPack[]; currentId: number; showNetPrices: boolean }) {
  const { t } = useTranslation('catalogue');
  const id = useId();
  if (!hasPackChoice(packs)) return null;
  return (
    <Box component="nav" aria-labelledby={`${id}-title`}>
      <Typography id={`${id}-title`} component="h2" sx={{ fontSize: '1.4rem', fontWeight: 700, mb: 1 }}>
        {t('tile.packLabel')}
      </Typography>
      <Box component="ul" sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(170px, 1fr))' }, listStyle: 'none', p: 0, m: 0 }}>
        {multiPackOptions(packs).map((pack) => {
          const current = pack.id === currentId;
          const kind = packKind(pack);
          return (
            <li key={pack.id}>
              <Link
                href={localePath('product-slug', { slug: pack.slug })}
                aria-current={current ? 'page' : undefined}
                underline="none"
                color="inherit"
                sx={{
                  display: 'block',
                  height: '100%',
                  p: 1.25,
                  border: 2,
                  borderRadius: 1,
                  borderColor: current ? 'primary.main' : 'divider',
                  bgcolor: current ? '#eef4fa' : 'background.paper',
                  '&:hover': { borderColor: 'primary.light' },
                }}
              >
                <Box component="span" sx={{ display: 'block', fontWeight: 700, fontSize: '1.35rem' }}>
                  {pack.title || (kind === 'single' ? `1 ${pack.uom}` : t(`tile.pack.${kind}`))}
                </Box>
                {pack.unitPrice ? (
                  <Box component="span" sx={{ display: 'block', fontSize: '1.25rem', color: 'text.secondary' }}>
                    {formatMoney(pack.unitPrice, showNetPrices)}/{pack.uom}
                    {pack.discount > 0 ? (
                      <Box component="span" sx={{ color: 'promo.main', fontWeight: 700 }}>
                        {' '}
                        (-{pack.discount}%)
                      </Box>
                    ) : null}
                  </Box>
                ) : null}
              </Link>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}

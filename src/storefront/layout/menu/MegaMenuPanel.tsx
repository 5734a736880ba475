import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { localePath } from '../../../app/routes';
import { isCategoryDisabled, isTonersCategory } from '../../../domain/chrome';
import type { Category } from '../../../generated/model';
import { visuallyHidden } from '../../../ui/visuallyHidden';
import { BrandStrip } from './BrandStrip';
import { DeviceFinderSlot } from './DeviceFinderSlot';
import { RecommendedProduct } from './RecommendedProduct';

function CategoryLink({ category, strong = false, onNavigate }: { category: Category; strong?: boolean; onNavigate: () => void }) {
  const { t } = useTranslation('layout');
  if (isCategoryDisabled(category)) {
    return (
      <Box component="span" aria-disabled="true" title={t('menu.disabled')} sx={{ color: 'text.secondary', fontWeight: strong ? 700 : 400, cursor: 'not-allowed' }}>
        {category.name}
        <Box component="span" sx={visuallyHidden}>{` (${t('menu.disabled')})`}</Box>
      </Box>
    );
  }
  return (
    <Link href={localePath('category-slug', { slug: category.slug })} onClick={onNavigate} underline="hover" color={strong ? 'text.primary' : 'text.secondary'} sx={{ fontWeight: strong ? 700 : 400 }}>
      {category.name}
    </Link>
  );
}

/** One top category's panel: its children with their children, brands, the recommended product, the device finder. */
export default function MegaMenuPanel({ id, category, onNavigate }: { id: string; category: Category; onNavigate: () => void }) {
  const { t } = useTranslation('layout');
  const brands = category.recommendedBrands ?? [];
  const product = category.recommendedItem ?? null;
  return (
    <Box
      id={id}
      sx={{
        position: 'absolute',
        left: 16,
        right: 16,
        top: '100%',
        zIndex: 1200,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: '0 0 12px 12px',
        boxShadow: '0 16px 32px rgba(15, 23, 42, 0.18)',
        p: 3,
        display: 'grid',
        gridTemplateColumns: product ? 'minmax(0, 1fr) 260px' : 'minmax(0, 1fr)',
        gap: 3,
        fontSize: '1.4rem',
      }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, minWidth: 0 }}>
        {isTonersCategory(category) ? <DeviceFinderSlot /> : null}
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 2.5 }}>
          {category.children.map((child) => (
            <li key={child.id}>
              <CategoryLink category={child} strong onNavigate={onNavigate} />
              {child.children.length ? (
                <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 0.75, p: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
                  {child.children.map((grandchild) => (
                    <li key={grandchild.id}>
                      <CategoryLink category={grandchild} onNavigate={onNavigate} />
                    </li>
                  ))}
                </Box>
              ) : null}
            </li>
          ))}
        </Box>
        {isCategoryDisabled(category) ? null : (
          <Link href={localePath('category-slug', { slug: category.slug })} onClick={onNavigate} sx={{ fontWeight: 700 }}>
            {t('menu.allIn', { name: category.name })}
          </Link>
        )}
        {brands.length ? (
          <Box>
            <Box component="p" sx={{ m: 0, mb: 1, fontWeight: 700 }}>
              {t('menu.brands')}
            </Box>
            <BrandStrip brands={brands} label={t('menu.brandsOf', { name: category.name })} perView={[[0, 7]]} onNavigate={onNavigate} />
          </Box>
        ) : null}
      </Box>
      {product ? <RecommendedProduct product={product} onNavigate={onNavigate} /> : null}
    </Box>
  );
}

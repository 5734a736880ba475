import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductGallery as Gallery } from '../../generated/model';
import { ProductPicture } from '../../ui/ProductPicture';

/** The main picture and, when there are more, thumbnails that switch it. */
export function ProductGallery({ gallery, name }: { gallery: Gallery; name: string }) {
  const { t } = useTranslation('product');
  const pictures = gallery.items.length > 0 ? gallery.items : [gallery.main];
  const [current, setCurrent] = useState(0);
  const shown = pictures[current] ?? gallery.main;
  return (
    <Box>
      <Box sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
        <ProductPicture src={shown.urlFull} alt={name} width={600} height={600} eager sx={{ maxHeight: 480 }} />
      </Box>
      {pictures.length > 1 ? (
        <Box component="ul" sx={{ display: 'flex', gap: 1, listStyle: 'none', p: 0, mt: 1, flexWrap: 'wrap' }}>
          {pictures.map((picture, index) => (
            <li key={picture.urlThumb}>
              <ButtonBase
                onClick={() => setCurrent(index)}
                aria-label={t('gallery.show', { number: index + 1, total: pictures.length })}
                aria-pressed={index === current}
                sx={{ border: 2, borderColor: index === current ? 'primary.main' : 'divider', borderRadius: 1, p: 0.5, width: 72, bgcolor: 'background.paper' }}
              >
                <ProductPicture src={picture.urlThumb} alt="" width={64} height={64} />
              </ButtonBase>
            </li>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

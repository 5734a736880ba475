import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { ProductGallery as Gallery } from '../../generated/model';
import controls from '../../ui/controls.module.css';
import { ProductPicture } from '../../ui/ProductPicture';
import classes from './ProductGallery.module.css';
import { MAIN_PICTURE, galleryPictures } from './galleryPictures';

/** The main picture and, when there are more, thumbnails that switch it. */
export function ProductGallery({ gallery, name }: { gallery: Gallery; name: string }) {
  const { t } = useTranslation('product');
  const pictures = galleryPictures(gallery);
  const [current, setCurrent] = useState(0);
  const shown = pictures[current] ?? gallery.main;
  return (
    <div>
      <div className={classes.frame}>
        <ProductPicture src={shown.urlFull} alt={name} width={600} height={600} eager className={classes.main} responsive={MAIN_PICTURE} />
      </div>
      {pictures.length > 1 ? (
        <ul className={classes.thumbs}>
          {pictures.map((picture, index) => (
            <li key={picture.urlThumb}>
              <button
                type="button"
                onClick={() => setCurrent(index)}
                aria-label={t('gallery.show', { number: index + 1, total: pictures.length })}
                aria-pressed={index === current}
                className={`${controls.buttonBase} ${classes.thumb}`}
              >
                <ProductPicture src={picture.urlThumb} alt="" width={64} height={64} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

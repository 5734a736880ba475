import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { localePath } from '../../routing/routes';
import { hasPackChoice, multiPackOptions, packKind } from '../../domain/multiPack';
import { formatMoney } from '../../domain/price';
import type { MultiPack } from '../../generated/model';
import { TextLink } from '../../ui/TextLink';
import classes from './PackOptions.module.css';

/** The product's multi-packs (single, "Opak. zbiorcze", "Paleta"): each is its own product page. */
export function PackOptions({ packs, currentId, showNetPrices }: { packs: MultiPack[]; currentId: number; showNetPrices: boolean }) {
  const { t } = useTranslation('catalogue');
  const id = useId();
  if (!hasPackChoice(packs)) return null;
  return (
    <nav aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={classes.title}>
        {t('tile.packLabel')}
      </h2>
      <ul className={classes.list}>
        {multiPackOptions(packs).map((pack) => {
          const current = pack.id === currentId;
          const kind = packKind(pack);
          return (
            <li key={pack.id}>
              <TextLink
                href={localePath('product-slug', { slug: pack.slug })}
                aria-current={current ? 'page' : undefined}
                underline="none"
                color="inherit"
                className={classes.option}
              >
                <span className={classes.name}>{pack.title || (kind === 'single' ? `1 ${pack.uom}` : t(`tile.pack.${kind}`))}</span>
                {pack.unitPrice ? (
                  <span className={classes.unitPrice}>
                    {formatMoney(pack.unitPrice, showNetPrices)}/{pack.uom}
                    {pack.discount > 0 ? (
                      <span className={classes.discount}>
                        {' '}
                        (-{pack.discount}%)
                      </span>
                    ) : null}
                  </span>
                ) : null}
              </TextLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

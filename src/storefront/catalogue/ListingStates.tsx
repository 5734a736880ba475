import { useTranslation } from '../../i18n/useTranslation';
import { localePath } from '../../routing/routes';
import controls from '../../ui/controls.module.css';
import { LinkBehavior } from '../../ui/LinkBehavior';
import classes from './ListingStates.module.css';
import { Notice } from './Notice';

/** No products here. */
export function EmptyListing({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <div className={classes.empty}>
      <p className={classes.emptyText}>{text ?? t('listing.empty')}</p>
      <LinkBehavior href={localePath('home')} className={controls.outlined}>
        {t('actions.backHome')}
      </LinkBehavior>
    </div>
  );
}

/** The listing could not be loaded: say so and offer a retry. */
export function ListingError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Notice severity="error" action={{ label: t('actions.retry'), onClick: onRetry }}>
      {t('listing.error')}
    </Notice>
  );
}

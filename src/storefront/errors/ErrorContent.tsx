import { useTranslation } from '../../i18n/useTranslation';
import { localePath } from '../../routing/routes';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import { LinkBehavior } from '../../ui/LinkBehavior';
import controls from '../../ui/controls.module.css';
import text from '../../ui/text/text.module.css';
import classes from './ErrorPage.module.css';

/** Other errors (spec §8): the status code and message, else "Wystąpił błąd", with a link home. */
export function ErrorContent({ status, message }: { status?: number; message?: string }) {
  const { t } = useTranslation(['errors', 'common']);
  const title = message || t('errors:generic.message');
  usePageMeta({ title, noindex: true, inPlaceOfPage: true });
  return (
    <div className={classes.centred}>
      {status ? <p className={`${text.body1} ${classes.status}`}>{status}</p> : null}
      <h1 className={`${text.h1} ${classes.heading}`}>{title}</h1>
      <LinkBehavior href={localePath('home')} className={controls.contained}>
        {t('common:actions.backHome')}
      </LinkBehavior>
    </div>
  );
}

import { useTranslation } from '../../i18n/useTranslation';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import { Container } from '../../ui/Container';
import controls from '../../ui/controls.module.css';
import text from '../../ui/text/text.module.css';
import classes from './ErrorPage.module.css';

/** The 500 page when even the guest login failed (spec §4, §8): "Login error". */
export function LoginErrorPage() {
  const { t } = useTranslation('errors');
  usePageMeta({ title: t('loginError.message'), noindex: true, inPlaceOfPage: true });
  return (
    <Container component="main" id="main-content" className={classes.loginError}>
      <p className={`${text.body1} ${classes.bigStatus}`}>500</p>
      <h1 className={`${text.h1} ${classes.headingWithText}`}>{t('loginError.message')}</h1>
      <p className={`${text.body1} ${classes.text}`}>{t('loginError.text')}</p>
      <div>
        <button type="button" className={controls.contained} onClick={() => window.location.reload()}>
          {t('loginError.retry')}
        </button>
      </div>
    </Container>
  );
}

import { useTranslation } from '../../i18n/useTranslation';
import classes from './Chrome.module.css';

/** "Przejdź do treści": the first focusable element, visible on focus. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href="#main-content" className={classes.skipLink}>
      {t('layout.skipToContent')}
    </a>
  );
}

import { useTranslation } from '../../i18n/useTranslation';
import { localePath } from '../../routing/routes';
import { SITE_NAME } from '../../routing/seo/siteName';
import { PaperclipMark } from '../../ui/PaperclipMark';
import { TextLink } from '../../ui/TextLink';
import classes from './Chrome.module.css';

/** The shop's logo ("Spinacz"), a link home. */
export function Logo() {
  const { t } = useTranslation();
  return (
    <TextLink href={localePath('home')} underline="none" aria-label={t('layout.logoLabel')} className={classes.logo}>
      <span className={classes.logoMark}>
        <PaperclipMark />
      </span>
      {SITE_NAME}
    </TextLink>
  );
}

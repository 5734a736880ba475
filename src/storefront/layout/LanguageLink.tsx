import { useLocation } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { switchLocalePath, useLocale } from '../../routing/routes';
import { TextLink } from '../../ui/TextLink';
import classes from './Chrome.module.css';

/** "English" on Polish pages, "Polski" on English ones: the same page in the other language. */
export function LanguageLink({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const { t } = useTranslation();
  const location = useLocation();
  const other = useLocale() === 'pl' ? 'en' : 'pl';
  return (
    <TextLink href={switchLocalePath(`${location.pathname}${location.search}`)} hrefLang={other} lang={other} color={color} underline="hover" className={classes.languageLink}>
      {t('layout.otherLanguage')}
    </TextLink>
  );
}

import Link from '@mui/material/Link';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { switchLocalePath, useLocale } from '../../app/routes';

/** "English" on Polish pages, "Polski" on English ones: the same page in the other language. */
export function LanguageLink({ color = 'inherit' }: { color?: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const other = useLocale() === 'pl' ? 'en' : 'pl';
  return (
    <Link href={switchLocalePath(`${location.pathname}${location.search}`)} hrefLang={other} lang={other} color={color} underline="hover" sx={{ fontWeight: 500 }}>
      {t('layout.otherLanguage')}
    </Link>
  );
}

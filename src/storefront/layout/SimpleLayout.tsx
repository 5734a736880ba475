import { Outlet } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { localePath } from '../../routing/routes';
import { Container } from '../../ui/Container';
import { icon } from '../../ui/icons';
import { TextLink } from '../../ui/TextLink';
import { AccountDropdown } from './header/AccountDropdown';
import { HelpDropdown } from './header/HelpDropdown';
import { LanguageLink } from './LanguageLink';
import classes from './Layouts.module.css';
import { Logo } from './Logo';
import { SkipLink } from './SkipLink';
import { useFocusMainOnNavigate } from './useFocusMainOnNavigate';

const ArrowBackSvg = icon('M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z');

/** Login and checkout (spec §2): a simplified header with a back link, the logo, help and the account. */
export function SimpleLayout() {
  useFocusMainOnNavigate();
  const { t } = useTranslation('layout');
  return (
    <div className={classes.page}>
      <SkipLink />
      <header className={classes.header}>
        <Container className={classes.bar}>
          <TextLink href={localePath('home')} underline="hover" className={classes.back}>
            <ArrowBackSvg fontSize="small" />
            <span className={classes.backLong}>{t('simple.backToShop')}</span>
            <span className={classes.backShort}>{t('simple.back')}</span>
          </TextLink>
          <Logo />
          <div className={classes.tools}>
            <div className={classes.help}>
              <HelpDropdown color="primary" />
            </div>
            <AccountDropdown />
            <LanguageLink color="primary" />
          </div>
        </Container>
      </header>
      <Container component="main" id="main-content" tabIndex={-1} className={classes.main}>
        <Outlet />
      </Container>
      <footer className={classes.footer}>{t('footer.copyright', { year: new Date().getFullYear() })}</footer>
    </div>
  );
}

import { useTranslation } from '../../../i18n/useTranslation';
import { DEMO_API, EXTERNAL_LINKS } from '../../../platform/config';
import { contactPhone, SHOP_CONTACT } from '../../../domain/shopContact';
import { localePath } from '../../../routing/routes';
import { useSession } from '../../../session';
import { Container } from '../../../ui/Container';
import { MailOutlinedSvg, PhoneOutlinedSvg } from '../../../ui/contactIcons';
import { TextLink } from '../../../ui/TextLink';
import { openConsentSettings } from '../../consent/consentStore';
import { demoPath } from '../../../routing/demoPaths';
import hidden from '../../../ui/visuallyHidden.module.css';
import controls from '../../../ui/controls.module.css';
import classes from './Footer.module.css';
import { FooterColumn } from './FooterColumn';
import { LogoCarousel } from './LogoCarousel';
import { ReviewWidgets } from './ReviewWidgets';

interface FooterLink {
  key: string;
  href: string;
  external?: boolean;
}

function LinkList({ links }: { links: FooterLink[] }) {
  const { t } = useTranslation('layout');
  return (
    <ul className={classes.links}>
      {links.map((link) => (
        <li key={link.key}>
          <TextLink href={link.href} color="inherit" underline="hover" {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {t(`footer.links.${link.key}`)}
            {link.external ? <span className={hidden.visuallyHidden}>{` ${t('footer.newWindow')}`}</span> : null}
          </TextLink>
        </li>
      ))}
    </ul>
  );
}

/** The footer's content (loaded when the footer comes near the viewport or the browser is idle). */
export default function FooterContent({ showLogos = true }: { showLogos?: boolean }) {
  const { t, i18n } = useTranslation('layout');
  const { isLoggedIn } = useSession();
  const shopping: FooterLink[] = [
    { key: 'paymentMethods', href: localePath('payment-methods') },
    { key: 'deliveryTerms', href: localePath('delivery-terms') },
    { key: 'returns', href: localePath('returns-and-complaints') },
    { key: 'promotions', href: localePath('promotions') },
    { key: 'blog', href: localePath('blog') },
  ];
  const information: FooterLink[] = [
    { key: 'terms', href: localePath('shop-terms') },
    { key: 'privacy', href: localePath('privacy-policy') },
    { key: 'accessibility', href: localePath('accessibility-statement') },
    { key: 'contact', href: localePath('contact') },
    { key: 'sitemap', href: localePath('sitemap-categories') },
    { key: 'helpCentre', href: EXTERNAL_LINKS.helpCentre, external: true },
    { key: 'careers', href: EXTERNAL_LINKS.careers, external: true },
  ];
  const account: FooterLink[] = [
    isLoggedIn ? { key: 'myAccount', href: localePath('dashboard') } : { key: 'login', href: localePath('login') },
    { key: 'productList', href: isLoggedIn ? localePath('dashboard-list') : localePath('shoppingList') },
    { key: 'facebook', href: EXTERNAL_LINKS.facebook, external: true },
    { key: 'linkedin', href: EXTERNAL_LINKS.linkedin, external: true },
    // The demo panel exists only while the API is the demo API (a build for a real API drops this).
    ...(DEMO_API ? [{ key: 'demoPanel', href: demoPath('panel') }] : []),
  ];
  return (
    <div>
      <Container className={classes.columns}>
        <FooterColumn title={t('footer.shopping')}>
          <LinkList links={shopping} />
        </FooterColumn>
        <FooterColumn title={t('footer.information')}>
          <LinkList links={information} />
        </FooterColumn>
        <FooterColumn title={t('footer.account')}>
          <LinkList links={account} />
        </FooterColumn>
        <FooterColumn title={t('footer.contact')} landmark="section">
          <TextLink href={SHOP_CONTACT.phone.href} color="inherit" underline="hover" className={classes.phone}>
            <PhoneOutlinedSvg />
            {contactPhone(i18n.language === 'en' ? 'en' : 'pl')}
          </TextLink>
          <p className={classes.phoneCost}>{t('help.phoneCost')}</p>
          <p className={classes.hours}>{t('help.hours')}</p>
          <TextLink href={`mailto:${SHOP_CONTACT.email}`} color="inherit" underline="hover" className={classes.mail}>
            <MailOutlinedSvg fontSize="small" />
            {SHOP_CONTACT.email}
          </TextLink>
        </FooterColumn>
      </Container>
      <div className={classes.logosBand}>
        {/* The row's height is kept while the carousel waits for its turn (no shift). */}
        <Container className={showLogos ? undefined : classes.logosWaiting}>{showLogos ? <LogoCarousel /> : null}</Container>
      </div>
      <Container className={classes.bottom}>
        <ReviewWidgets />
        <button type="button" onClick={openConsentSettings} className={`${controls.textSmall} ${classes.cookies}`}>
          {t('footer.cookieSettings')}
        </button>
        <span>{t('footer.copyright', { year: new Date().getFullYear() })}</span>
      </Container>
    </div>
  );
}

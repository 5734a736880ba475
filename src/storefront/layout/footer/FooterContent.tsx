import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { CONTACT, EXTERNAL_LINKS } from '../../../app/config';
import { localePath } from '../../../app/routes';
import { useSession } from '../../../session';
import { openConsentSettings } from '../../consent/consentStore';
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
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
      {links.map((link) => (
        <li key={link.key}>
          <Link href={link.href} color="inherit" underline="hover" {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {t(`footer.links.${link.key}`)}
            {link.external ? <span className="visually-hidden">{` ${t('footer.newWindow')}`}</span> : null}
          </Link>
        </li>
      ))}
    </Box>
  );
}

/** Height of the logo carousel's row, kept while the carousel waits for its turn (no shift). */
const LOGOS_MIN_HEIGHT = 112;

/** The footer's content (loaded when the footer comes near the viewport or the browser is idle). */
export default function FooterContent({ showLogos = true }: { showLogos?: boolean }) {
  const { t } = useTranslation('layout');
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
  ];
  return (
    <Box sx={{ '& .visually-hidden': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } }}>
      <Container sx={{ py: { xs: 2, md: 5 }, display: 'grid', gap: { xs: 0, md: 4 }, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
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
          <Link href={CONTACT.phoneHref} color="inherit" underline="hover" sx={{ display: 'flex', alignItems: 'center', gap: 1, fontSize: '2rem', fontWeight: 700, color: '#ffffff' }}>
            <PhoneOutlinedIcon aria-hidden="true" />
            {CONTACT.phone}
          </Link>
          <Box component="p" sx={{ fontSize: '1.3rem', m: 0, mt: 0.5 }}>
            {t('help.phoneCost')}
          </Box>
          <Box component="p" sx={{ fontSize: '1.3rem', m: 0 }}>
            {t('help.hours')}
          </Box>
          <Link href={`mailto:${CONTACT.email}`} color="inherit" underline="hover" sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1.5 }}>
            <MailOutlinedIcon aria-hidden="true" fontSize="small" />
            {CONTACT.email}
          </Link>
        </FooterColumn>
      </Container>
      <Box sx={{ bgcolor: 'background.paper', py: 2 }}>
        <Container sx={{ minHeight: showLogos ? undefined : LOGOS_MIN_HEIGHT }}>{showLogos ? <LogoCarousel /> : null}</Container>
      </Box>
      <Container sx={{ py: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', fontSize: '1.3rem' }}>
        <ReviewWidgets />
        <Button onClick={openConsentSettings} size="small" sx={{ color: '#ffffff', textDecoration: 'underline', fontSize: '1.3rem' }}>
          {t('footer.cookieSettings')}
        </Button>
        <span>{t('footer.copyright', { year: new Date().getFullYear() })}</span>
      </Container>
    </Box>
  );
}

import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CONTACT } from '../../app/config';
import { localePath } from '../../app/routes';
import { useSession } from '../../session';

interface FooterLink {
  key: string;
  href: string;
}

/** Footer: static links of spec §2 in columns, the customer-service contact block, copyright. */
export function Footer() {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const columns: Array<{ key: string; links: FooterLink[] }> = [
    {
      key: 'shopping',
      links: [
        { key: 'paymentMethods', href: localePath('payment-methods') },
        { key: 'deliveryTerms', href: localePath('delivery-terms') },
        { key: 'returns', href: localePath('returns-and-complaints') },
        { key: 'promotions', href: localePath('promotions') },
        { key: 'blog', href: localePath('blog') },
      ],
    },
    {
      key: 'information',
      links: [
        { key: 'terms', href: localePath('shop-terms') },
        { key: 'privacy', href: localePath('privacy-policy') },
        { key: 'contact', href: localePath('contact') },
      ],
    },
    {
      key: 'account',
      links: [
        isLoggedIn ? { key: 'myAccount', href: localePath('dashboard') } : { key: 'login', href: localePath('login') },
        { key: 'productList', href: isLoggedIn ? localePath('dashboard-list') : localePath('shoppingList') },
      ],
    },
  ];
  return (
    <Box component="footer" sx={{ bgcolor: 'secondary.main', color: '#e5e7eb', mt: 6 }}>
      <Container sx={{ py: 5, display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', tablet: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}>
        {columns.map((column) => (
          <Box component="nav" key={column.key} aria-labelledby={`footer-${column.key}`}>
            <Typography id={`footer-${column.key}`} component="h2" sx={{ fontSize: '1.6rem', fontWeight: 700, color: '#ffffff', mb: 1.5 }}>
              {t(`footer.${column.key}`)}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
              {column.links.map((link) => (
                <li key={link.key}>
                  <Link href={link.href} color="inherit" underline="hover">
                    {t(`footer.links.${link.key}`)}
                  </Link>
                </li>
              ))}
            </Box>
          </Box>
        ))}
        <Box component="section" aria-labelledby="footer-contact">
          <Typography id="footer-contact" component="h2" sx={{ fontSize: '1.6rem', fontWeight: 700, color: '#ffffff', mb: 1.5 }}>
            {t('footer.contact')}
          </Typography>
          <Link href={CONTACT.phoneHref} color="inherit" underline="hover" sx={{ display: 'flex', alignItems: 'center', gap: 1, fontSize: '2rem', fontWeight: 700, color: '#ffffff' }}>
            <PhoneOutlinedIcon aria-hidden="true" />
            {CONTACT.phone}
          </Link>
          <Typography component="p" sx={{ fontSize: '1.3rem', mt: 0.5 }}>
            {t('contact.phoneCostFull')}
          </Typography>
          <Typography component="p" sx={{ fontSize: '1.3rem' }}>
            {t('contact.hoursFull')}
          </Typography>
          <Link href={`mailto:${CONTACT.email}`} color="inherit" underline="hover" sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1.5 }}>
            <MailOutlinedIcon aria-hidden="true" fontSize="small" />
            {CONTACT.email}
          </Link>
        </Box>
      </Container>
      <Box sx={{ borderTop: 1, borderColor: 'rgba(255,255,255,0.15)' }}>
        <Container sx={{ py: 2, fontSize: '1.3rem' }}>
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Container>
      </Box>
    </Box>
  );
}

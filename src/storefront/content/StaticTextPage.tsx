import Box from '@mui/material/Box';
import { useLocation } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { matchRoute, ROUTES, type RouteName } from '../../routing/routes';
import { placeholderKey } from '../placeholder/placeholderKey';
import { HelpContent } from '../layout/header/HelpContent';
import { TextPageView } from './TextPageView';

/** The API slug of a footer page: its Polish path without the slash (e.g. "sposoby-platnosci"). */
export function staticPageSlug(name: RouteName): string {
  return ROUTES[name].pl.replace(/^\//, '');
}

/**
 * The footer's static pages (spec §2): payment methods, returns and complaints, delivery terms,
 * shop terms, contact, privacy policy, the accessibility statement and disposal. Contact also
 * shows the customer-service block.
 */
export function StaticTextPage() {
  const { t } = useTranslation('pages');
  const { pathname } = useLocation();
  const name = matchRoute(pathname)?.name ?? 'contact';
  return (
    <TextPageView slug={staticPageSlug(name)} fallbackTitle={t(`${placeholderKey(name)}.title`)}>
      {name === 'contact' ? (
        <Box component="section" aria-label={t('contact.title')} sx={{ mt: 4, p: 3, bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 2, maxWidth: 480 }}>
          <HelpContent />
        </Box>
      ) : null}
    </TextPageView>
  );
}

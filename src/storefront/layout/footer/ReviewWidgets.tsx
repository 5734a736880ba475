import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { allowsReviewWidgets } from '../../../domain/consent';
import { useConsent } from '../../consent/consentStore';
import { loadScript } from '../../consent/loadScript';
import { thirdPartyConfig } from '../../consent/thirdPartyConfig';

/**
 * The two review widgets of the footer (spec §2): their containers and scripts exist only with
 * the marketing consent and when their script address is configured.
 */
export function ReviewWidgets() {
  const { t } = useTranslation('layout');
  const { consent } = useConsent();
  const urls = thirdPartyConfig().reviews;
  const allowed = allowsReviewWidgets(consent);
  useEffect(() => {
    if (!allowed) return;
    urls.forEach((url, index) => void loadScript(url, { 'data-third-party': `reviews-${index + 1}` }).catch(() => undefined));
  }, [allowed, urls]);
  if (urls.length === 0) return null;
  if (!allowed) {
    return (
      <Box component="p" sx={{ m: 0, fontSize: '1.3rem' }}>
        {t('footer.reviewsNeedConsent')}
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', minHeight: 80 }}>
      {urls.map((url, index) => (
        <Box key={url} data-review-widget={index + 1} sx={{ minWidth: 200, minHeight: 80 }} />
      ))}
    </Box>
  );
}

import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { allowsReviewWidgets } from '../../../domain/consent';
import { useConsent } from '../../consent/consentStore';
import { loadScript } from '../../consent/loadScript';
import { thirdPartyConfig } from '../../consent/thirdPartyConfig';
import classes from './Footer.module.css';

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
      <p className={classes.reviewsNote}>{t('footer.reviewsNeedConsent')}</p>
    );
  }
  return (
    <div className={classes.reviews}>
      {urls.map((url, index) => (
        <div key={url} data-review-widget={index + 1} className={classes.review} />
      ))}
    </div>
  );
}

import type { Ref } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { bannerTexts, collapsedBannerMarkup } from './bannerMarkup';

/** The banner's first state drawn by the app, when the page did not come with it (CollapsedBanner). */
export default function OwnBanner({ ref }: { ref: Ref<HTMLDivElement> }) {
  const { t } = useTranslation('layout');
  return <div ref={ref} dangerouslySetInnerHTML={{ __html: collapsedBannerMarkup(bannerTexts((key) => t(`consent.${key}`)), 'consent-banner') }} />;
}

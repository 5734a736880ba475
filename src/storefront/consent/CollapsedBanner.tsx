import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { EVERYTHING_CONSENTED, NOTHING_CONSENTED } from '../../domain/consent';
import { EARLY_ACTION, STATIC_BANNER_ID, TAKEN_OVER, asAction, bannerActionOf, bannerTexts, collapsedBannerMarkup, type BannerAction } from './bannerMarkup';
import { decideConsent } from './consentStore';

/**
 * The banner's first state. When index.html already shows it (a first visit to the built shop),
 * the app only listens to its buttons: the banner stays the element the visitor has been seeing
 * since the first paint. Otherwise the app renders the same markup.
 */
export function CollapsedBanner({ onCustomise }: { onCustomise: () => void }) {
  const { t } = useTranslation('layout');
  const written = useMemo(() => document.getElementById(STATIC_BANNER_ID), []);
  const own = useRef<HTMLDivElement>(null);
  const markup = useMemo(
    () => (written ? '' : collapsedBannerMarkup(bannerTexts((key) => t(`consent.${key}`)), 'consent-banner')),
    [written, t],
  );

  useEffect(() => {
    const element = written ?? own.current;
    if (!element) return;
    const carryOut = (action: BannerAction | null) => {
      if (action === 'reject') decideConsent(NOTHING_CONSENTED);
      if (action === 'accept') decideConsent(EVERYTHING_CONSENTED);
      if (action === 'customise') onCustomise();
    };
    const onClick = (event: MouseEvent) => carryOut(bannerActionOf(event.target));
    element.setAttribute(TAKEN_OVER, '');
    element.addEventListener('click', onClick);
    // A click on the written banner before the app started.
    const early = asAction(element.getAttribute(EARLY_ACTION));
    element.removeAttribute(EARLY_ACTION);
    carryOut(early);
    return () => element.removeEventListener('click', onClick);
  }, [written, onCustomise]);

  if (written) return null;
  return <div ref={own} dangerouslySetInnerHTML={{ __html: markup }} />;
}

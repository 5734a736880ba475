import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { EVERYTHING_CONSENTED, NOTHING_CONSENTED } from '../../domain/consent';
import { asAction, bannerActionOf, type BannerAction } from './bannerActions';
import { EARLY_ACTION, STATIC_BANNER_ID, TAKEN_OVER } from './staticBanner';
import { decideConsent } from './consentStore';

/** The markup's code loads only when the page came without the banner (development, tests, an unreadable consent cookie). */
const OwnBanner = lazy(() => import('./OwnBanner'));

/**
 * The banner's first state. When the page already shows it (a first visit to the built shop),
 * the app only listens to its buttons: the banner stays the element the visitor has been seeing
 * since the first paint. Otherwise the app renders the same markup.
 */
export function CollapsedBanner({ onCustomise }: { onCustomise: () => void }) {
  const written = useMemo(() => document.getElementById(STATIC_BANNER_ID), []);
  const [own, setOwn] = useState<HTMLDivElement | null>(null);

  useEffect(() => {
    const element = written ?? own;
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
  }, [written, own, onCustomise]);

  if (written) return null;
  return (
    <Suspense fallback={null}>
      <OwnBanner ref={setOwn} />
    </Suspense>
  );
}

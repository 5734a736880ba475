import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { loadOnDemand } from '../../ui/loadOnDemand';
import { NOTHING_CONSENTED } from '../../domain/consent';
import { removeStaticBanner } from './staticBanner';
import { useConsent } from './consentStore';
import './consentBanner.css';

/**
 * The choice of kinds is opened by few visitors: its code loads when it is asked for (not lazy() in
 * Suspense, which would show it no sooner than 300 ms after the click: loadOnDemand).
 */
const consentChoice = loadOnDemand(() => import('./ConsentChoice'), { reloadWhenGone: true });
/** The first state's code loads only for a visitor who has not decided (index.html shows it meanwhile). */
const CollapsedBanner = lazy(() => import('./CollapsedBanner').then((module) => ({ default: module.CollapsedBanner })));

/**
 * The cookie consent banner (spec §4): necessary, preferences, statistics, marketing; nothing
 * pre-ticked; "Odrzuć wszystkie" as prominent as "Akceptuj wszystkie". It does not block the
 * page; the footer's "Ustawienia cookies" opens it again with the current choice. Its first state
 * comes with index.html (CollapsedBanner takes it over); the choice of kinds replaces it.
 */
export function ConsentBanner() {
  const { consent, settingsOpen } = useConsent();
  const [details, setDetails] = useState(false);
  const shown = consent === null || settingsOpen;
  const showDetails = details || settingsOpen;
  const customise = useCallback(() => setDetails(true), []);
  const ConsentChoice = consentChoice.useComponent(shown && showDetails);

  // The banner written into index.html goes once the visitor has decided (the choice of kinds removes it when it shows).
  useEffect(() => {
    if (!shown) removeStaticBanner();
  }, [shown]);

  if (!shown) return null;
  if (!showDetails) {
    return (
      <Suspense fallback={null}>
        <CollapsedBanner onCustomise={customise} />
      </Suspense>
    );
  }
  return ConsentChoice ? <ConsentChoice initial={consent ?? NOTHING_CONSENTED} /> : null;
}

import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EVERYTHING_CONSENTED, NOTHING_CONSENTED, OPTIONAL_CONSENTS, type Consent } from '../../domain/consent';
import { Container } from '../../ui/Container';
import controls from '../../ui/controls.module.css';
import { STATIC_BANNER_ID } from './bannerMarkup';
import { CollapsedBanner } from './CollapsedBanner';
import { decideConsent, useConsent } from './consentStore';
import './consentBanner.css';

const CATEGORIES = ['necessary', ...OPTIONAL_CONSENTS] as const;

/**
 * The cookie consent banner (spec §4): necessary, preferences, statistics, marketing; nothing
 * pre-ticked; "Odrzuć wszystkie" as prominent as "Akceptuj wszystkie". It does not block the
 * page; the footer's "Ustawienia cookies" opens it again with the current choice. Its first state
 * comes with index.html (CollapsedBanner takes it over); the choice of kinds is rendered here.
 */
export function ConsentBanner() {
  const { consent, settingsOpen } = useConsent();
  const [details, setDetails] = useState(false);
  const shown = consent === null || settingsOpen;
  const showDetails = details || settingsOpen;
  const customise = useCallback(() => setDetails(true), []);

  // The banner written into index.html goes once the visitor has decided or chooses kinds.
  useEffect(() => {
    if (!shown || showDetails) document.getElementById(STATIC_BANNER_ID)?.remove();
  }, [shown, showDetails]);

  if (!shown) return null;
  if (!showDetails) return <CollapsedBanner onCustomise={customise} />;
  return <ConsentChoice initial={consent ?? NOTHING_CONSENTED} />;
}

/** The banner with the four kinds to tick, opened by "Wybierz rodzaje" or from the footer. */
function ConsentChoice({ initial }: { initial: Consent }) {
  const { t } = useTranslation('layout');
  const [choice, setChoice] = useState<Consent>(initial);
  const id = useId();
  const region = useRef<HTMLElement>(null);

  // The button that opened it is gone: the choice takes the focus.
  useEffect(() => region.current?.focus(), []);

  return (
    <section ref={region} tabIndex={-1} aria-labelledby={`${id}-title`} className="consent-banner">
      <Container className="consent-banner__inner">
        <h2 id={`${id}-title`} className="consent-banner__title">
          {t('consent.title')}
        </h2>
        <p className="consent-banner__text">{t('consent.text')}</p>
        <fieldset className="consent-banner__categories">
          <legend className="consent-banner__legend">{t('consent.categoriesLegend')}</legend>
          {CATEGORIES.map((category) => {
            const necessary = category === 'necessary';
            const checked = necessary || choice[category];
            return (
              <label key={category} className={necessary ? 'consent-banner__category consent-banner__category--necessary' : 'consent-banner__category'}>
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={necessary}
                  aria-describedby={`${id}-${category}`}
                  onChange={(event) => !necessary && setChoice((current) => ({ ...current, [category]: event.target.checked }))}
                  className="consent-banner__checkbox"
                />
                <span>
                  <strong>{t(`consent.categories.${category}.name`)}</strong>
                  <span id={`${id}-${category}`} className="consent-banner__category-text">
                    {t(`consent.categories.${category}.text`)}
                  </span>
                </span>
              </label>
            );
          })}
        </fieldset>
        <div className="consent-banner__actions">
          <button type="button" className={`${controls.contained} consent-banner__equal`} onClick={() => decideConsent(NOTHING_CONSENTED)}>
            {t('consent.rejectAll')}
          </button>
          <button type="button" className={`${controls.contained} consent-banner__equal`} onClick={() => decideConsent(EVERYTHING_CONSENTED)}>
            {t('consent.acceptAll')}
          </button>
          <button type="button" className={controls.outlined} onClick={() => decideConsent(choice)}>
            {t('consent.save')}
          </button>
        </div>
      </Container>
    </section>
  );
}

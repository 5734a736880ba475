import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { EVERYTHING_CONSENTED, NOTHING_CONSENTED, OPTIONAL_CONSENTS, type Consent } from '../../domain/consent';
import { Container } from '../../ui/Container';
import controls from '../../ui/controls.module.css';
import { removeStaticBanner } from './staticBanner';
import { decideConsent } from './consentStore';

const CATEGORIES = ['necessary', ...OPTIONAL_CONSENTS] as const;

/** The banner with the four kinds to tick, opened by "Wybierz rodzaje" or from the footer. */
export default function ConsentChoice({ initial }: { initial: Consent }) {
  const { t } = useTranslation('layout');
  const [choice, setChoice] = useState<Consent>(initial);
  const id = useId();
  const region = useRef<HTMLElement>(null);

  // It replaces the banner written into index.html, and the button that opened it is gone: the choice takes the focus.
  useEffect(() => {
    removeStaticBanner();
    region.current?.focus();
  }, []);

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

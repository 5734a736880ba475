import Container from '@mui/material/Container';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EVERYTHING_CONSENTED, NOTHING_CONSENTED, OPTIONAL_CONSENTS, type Consent } from '../../domain/consent';
import controls from '../../ui/controls.module.css';
import classes from './ConsentBanner.module.css';
import { decideConsent, useConsent } from './consentStore';

const CATEGORIES = ['necessary', ...OPTIONAL_CONSENTS] as const;

/**
 * The cookie consent banner (spec §4): necessary, preferences, statistics, marketing; nothing
 * pre-ticked; "Odrzuć wszystkie" as prominent as "Akceptuj wszystkie". It does not block the
 * page; the footer's "Ustawienia cookies" opens it again with the current choice. Plain CSS: it is
 * part of nearly every first page view, so it should cost the first render little.
 */
export function ConsentBanner() {
  const { t } = useTranslation('layout');
  const { consent, settingsOpen } = useConsent();
  const [details, setDetails] = useState(false);
  const [choice, setChoice] = useState<Consent>(consent ?? NOTHING_CONSENTED);
  const id = useId();
  const region = useRef<HTMLElement>(null);
  const shown = consent === null || settingsOpen;
  const showDetails = details || settingsOpen;

  useEffect(() => {
    if (settingsOpen) {
      setChoice(consent ?? NOTHING_CONSENTED);
      region.current?.focus();
    }
  }, [settingsOpen, consent]);

  if (!shown) return null;
  return (
    <section ref={region} tabIndex={-1} aria-labelledby={`${id}-title`} className={classes.banner}>
      <Container className={classes.inner}>
        <h2 id={`${id}-title`} className={classes.title}>
          {t('consent.title')}
        </h2>
        <p className={classes.text}>{t('consent.text')}</p>
        {showDetails ? (
          <fieldset className={classes.categories}>
            <legend className={classes.legend}>{t('consent.categoriesLegend')}</legend>
            {CATEGORIES.map((category) => {
              const necessary = category === 'necessary';
              const checked = necessary || choice[category];
              return (
                <label key={category} className={necessary ? classes.necessary : classes.category}>
                  <input
                    type="checkbox"
                    checked={checked}
                    disabled={necessary}
                    aria-describedby={`${id}-${category}`}
                    onChange={(event) => !necessary && setChoice((current) => ({ ...current, [category]: event.target.checked }))}
                    className={classes.checkbox}
                  />
                  <span>
                    <strong>{t(`consent.categories.${category}.name`)}</strong>
                    <span id={`${id}-${category}`} className={classes.categoryText}>
                      {t(`consent.categories.${category}.text`)}
                    </span>
                  </span>
                </label>
              );
            })}
          </fieldset>
        ) : null}
        <div className={classes.actions}>
          <button type="button" className={`${controls.contained} ${classes.equal}`} onClick={() => decideConsent(NOTHING_CONSENTED)}>
            {t('consent.rejectAll')}
          </button>
          <button type="button" className={`${controls.contained} ${classes.equal}`} onClick={() => decideConsent(EVERYTHING_CONSENTED)}>
            {t('consent.acceptAll')}
          </button>
          {showDetails ? (
            <button type="button" className={controls.outlined} onClick={() => decideConsent(choice)}>
              {t('consent.save')}
            </button>
          ) : (
            <button type="button" className={controls.text} onClick={() => setDetails(true)}>
              {t('consent.customise')}
            </button>
          )}
        </div>
      </Container>
    </section>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EVERYTHING_CONSENTED, NOTHING_CONSENTED, OPTIONAL_CONSENTS, type Consent } from '../../domain/consent';
import { decideConsent, useConsent } from './consentStore';

const CATEGORIES = ['necessary', ...OPTIONAL_CONSENTS] as const;

/**
 * The cookie consent banner (spec §4): necessary, preferences, statistics, marketing; nothing
 * pre-ticked; "Odrzuć wszystkie" as prominent as "Akceptuj wszystkie". It does not block the
 * page; the footer's "Ustawienia cookies" opens it again with the current choice.
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
  const equalButton = { minWidth: { xs: 0, tablet: 180 }, flex: { xs: '1 1 0', tablet: '0 0 auto' }, fontWeight: 700 } as const;
  return (
    <Box
      component="section"
      ref={region}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      sx={{
        position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 1300, bgcolor: 'background.paper', color: 'text.primary',
        borderTop: 3, borderColor: 'primary.main', boxShadow: '0 -8px 24px rgba(15, 23, 42, 0.18)', maxHeight: '85vh', overflowY: 'auto', outline: 'none',
      }}
    >
      <Container sx={{ py: { xs: 1.5, md: 2 }, display: 'flex', flexDirection: 'column', gap: 1.25 }}>
        <Box component="h2" id={`${id}-title`} sx={{ m: 0, fontSize: '1.6rem', fontWeight: 700 }}>
          {t('consent.title')}
        </Box>
        <Box component="p" sx={{ m: 0, fontSize: { xs: '1.3rem', md: '1.4rem' }, lineHeight: 1.45 }}>
          {t('consent.text')}
        </Box>
        {showDetails ? (
          <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
            <Box component="legend" sx={{ fontWeight: 700, mb: 1, p: 0 }}>
              {t('consent.categoriesLegend')}
            </Box>
            {CATEGORIES.map((category) => {
              const necessary = category === 'necessary';
              const checked = necessary || choice[category];
              return (
                <Box key={category} component="label" sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', cursor: necessary ? 'default' : 'pointer' }}>
                  <input
                    type="checkbox"
                    checked={checked}
                    disabled={necessary}
                    aria-describedby={`${id}-${category}`}
                    onChange={(event) => !necessary && setChoice((current) => ({ ...current, [category]: event.target.checked }))}
                    style={{ width: 20, height: 20, marginTop: 2, accentColor: '#0b4f8a' }}
                  />
                  <span>
                    <strong>{t(`consent.categories.${category}.name`)}</strong>
                    <Box component="span" id={`${id}-${category}`} sx={{ display: 'block', fontSize: '1.3rem', color: 'text.secondary' }}>
                      {t(`consent.categories.${category}.text`)}
                    </Box>
                  </span>
                </Box>
              );
            })}
          </Box>
        ) : null}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Button variant="contained" onClick={() => decideConsent(NOTHING_CONSENTED)} sx={equalButton}>
            {t('consent.rejectAll')}
          </Button>
          <Button variant="contained" onClick={() => decideConsent(EVERYTHING_CONSENTED)} sx={equalButton}>
            {t('consent.acceptAll')}
          </Button>
          {showDetails ? (
            <Button variant="outlined" onClick={() => decideConsent(choice)}>
              {t('consent.save')}
            </Button>
          ) : (
            <Button variant="text" onClick={() => setDetails(true)}>
              {t('consent.customise')}
            </Button>
          )}
        </Box>
      </Container>
    </Box>
  );
}

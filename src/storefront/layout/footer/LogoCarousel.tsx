import { useTranslation } from '../../../i18n/useTranslation';
import { FOOTER_LOGOS } from '../../../domain/sliders';
import { Slider } from '../../../ui/slider/Slider';
import classes from './Footer.module.css';

/** Certificates, payment methods and carriers (small local SVGs in public/footer-logos). */
const LOGOS = [
  ['bezpieczne-zakupy', 'Bezpieczne zakupy'],
  ['iso-9001', 'ISO 9001'],
  ['blik', 'BLIK'],
  ['visa', 'Visa'],
  ['mastercard', 'Mastercard'],
  ['przelewy24', 'Przelewy24'],
  ['payu', 'PayU'],
  ['inpost', 'InPost'],
  ['dpd', 'DPD'],
  ['dhl', 'DHL'],
  ['poczta-polska', 'Poczta Polska'],
] as const;

export function LogoCarousel() {
  const { t } = useTranslation('layout');
  return (
    <div className={classes.logos}>
      <Slider
        label={t('footer.logos')}
        perView={FOOTER_LOGOS}
        gap={12}
        focusableTrack
        slides={LOGOS.map(([file, name]) => ({
          key: file,
          content: (
            <img src={`/footer-logos/${file}.svg`} alt={name} width={120} height={60} loading="lazy" decoding="async" className={classes.logo} />
          ),
        }))}
      />
    </div>
  );
}

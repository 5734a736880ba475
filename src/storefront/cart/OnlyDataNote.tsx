import { useTranslation } from 'react-i18next';
import classes from './OnlyDataNote.module.css';

/** Said where a data-only user would buy (spec §6): the role reads data, it does not order. */
export function OnlyDataNote() {
  const { t } = useTranslation('cart');
  return (
    <p role="note" className={classes.note}>
      {t('onlyData.note')}
    </p>
  );
}

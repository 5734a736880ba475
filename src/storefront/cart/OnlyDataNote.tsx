import { useTranslation } from '../../i18n/useTranslation';
import classes from './OnlyDataNote.module.css';

/**
 * Said where a data-only user would buy (spec §6): the role reads data, it does not order. Shown on
 * the cart and on the product page, so its text is in the namespace every page has.
 */
export function OnlyDataNote() {
  const { t } = useTranslation('common');
  return (
    <p role="note" className={classes.note}>
      {t('roles.onlyDataNote')}
    </p>
  );
}

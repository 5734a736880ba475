import { useTranslation } from '../i18n/useTranslation';
import { Spinner } from '../ui/Spinner';
import classes from './AreaLoading.module.css';

/** Where a part of the page whose code is still loading will be (the account area): a spinner, announced as loading. */
export function AreaLoading() {
  const { t } = useTranslation();
  return (
    <div className={classes.loading} role="status" aria-busy="true">
      <Spinner aria-label={t('common:status.loading')} />
    </div>
  );
}

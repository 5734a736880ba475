import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Dropdown } from '../../../ui/dropdown/Dropdown';
import { ContactSupportOutlinedSvg } from '../../../ui/icons';
import classes from './Help.module.css';

/** The dropdown's content loads when it is first opened. */
const HelpContent = lazy(() => import('./HelpContent').then((module) => ({ default: module.HelpContent })));

/** "Pomoc" in the info bar and the simplified header: phone, hours, e-mail, chat (29rem wide). */
export function HelpDropdown({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const { t } = useTranslation('layout');
  return (
    <Dropdown label={t('help.button')} startIcon={<ContactSupportOutlinedSvg fontSize="medium" />} width="29rem" color={color} buttonClassName={classes.button}>
      {(close) => (
        <div>
          <p className={classes.title}>{t('help.title')}</p>
          <Suspense fallback={<div className={classes.loading} />}>
            <HelpContent onChat={close} />
          </Suspense>
        </div>
      )}
    </Dropdown>
  );
}

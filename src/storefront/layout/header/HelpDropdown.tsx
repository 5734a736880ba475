import { useTranslation } from '../../../i18n/useTranslation';
import { Dropdown } from '../../../ui/dropdown/Dropdown';
import { icon } from '../../../ui/icons';
import { loadOnDemand } from '../../../ui/loadOnDemand';
import classes from './Help.module.css';

/** The help button's icon (only this button draws it). */
const ContactSupportOutlinedSvg = icon('M11 23.59v-3.6c-5.01-.26-9-4.42-9-9.49C2 5.26 6.26 1 11.5 1S21 5.26 21 10.5c0 4.95-3.44 9.93-8.57 12.4zM11.5 3C7.36 3 4 6.36 4 10.5S7.36 18 11.5 18H13v2.3c3.64-2.3 6-6.08 6-9.8C19 6.36 15.64 3 11.5 3m-1 11.5h2v2h-2zm2-1.5h-2c0-3.25 3-3 3-5 0-1.1-.9-2-2-2s-2 .9-2 2h-2c0-2.21 1.79-4 4-4s4 1.79 4 4c0 2.5-3 2.75-3 5');

/** The dropdown's content loads when it is first opened. */
const helpContent = loadOnDemand(async () => ({ default: (await import('./HelpContent')).HelpContent }));

function HelpBody({ onChat }: { onChat: () => void }) {
  const HelpContent = helpContent.useComponent(true);
  return HelpContent ? <HelpContent onChat={onChat} /> : <div className={classes.loading} />;
}

/** "Pomoc" in the info bar and the simplified header: phone, hours, e-mail, chat (29rem wide). */
export function HelpDropdown({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const { t } = useTranslation('layout');
  return (
    <Dropdown label={t('help.button')} startIcon={<ContactSupportOutlinedSvg fontSize="medium" />} width="29rem" color={color} buttonClassName={classes.button}>
      {(close) => (
        <div>
          <p className={classes.title}>{t('help.title')}</p>
          <HelpBody onChat={close} />
        </div>
      )}
    </Dropdown>
  );
}

import { useTranslation } from '../../../i18n/useTranslation';
import { Dropdown } from '../../../ui/dropdown/Dropdown';
import { ContactSupportOutlinedSvg } from '../../../ui/contactIcons';
import { loadOnDemand } from '../../../ui/loadOnDemand';
import classes from './Help.module.css';

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

import { useTranslation } from '../../../i18n/useTranslation';
import { contactPhone, SHOP_CONTACT } from '../../../domain/shopContact';
import controls from '../../../ui/controls.module.css';
import { icon } from '../../../ui/icons';
import { MailOutlinedSvg, PhoneOutlinedSvg } from '../../../ui/contactIcons';
import { TextLink } from '../../../ui/TextLink';
import { requestChat } from '../../consent/chat';
import classes from './Help.module.css';

const ChatOutlinedSvg = icon('M4 4h16v12H5.17L4 17.17zm0-2c-1.1 0-1.99.9-1.99 2L2 22l4-4h14c1.1 0 2-.9 2-2V4c0-1.1-.9-2-2-2zm2 10h8v2H6zm0-3h12v2H6zm0-3h12v2H6z');

/** Customer service (spec §1): phone at 0,29 zł net per minute, Mon–Fri 8:00–16:00, e-mail, chat. */
export function HelpContent({ onChat }: { onChat?: () => void }) {
  const { t, i18n } = useTranslation('layout');
  return (
    <div className={classes.content}>
      <TextLink href={SHOP_CONTACT.phone.href} underline="hover" className={classes.phone}>
        <PhoneOutlinedSvg fontSize="medium" />
        {contactPhone(i18n.language === 'en' ? 'en' : 'pl')}
      </TextLink>
      <p className={classes.text}>
        {t('help.phoneCost')}
        <br />
        {t('help.hours')}
      </p>
      <TextLink href={`mailto:${SHOP_CONTACT.email}`} underline="hover" className={classes.mail}>
        <MailOutlinedSvg fontSize="small" />
        {SHOP_CONTACT.email}
      </TextLink>
      <button
        type="button"
        className={controls.outlined}
        onClick={() => {
          onChat?.();
          requestChat();
        }}
      >
        <span className={controls.startIcon}>
          <ChatOutlinedSvg fontSize="medium" />
        </span>
        {t('help.chat')}
      </button>
    </div>
  );
}

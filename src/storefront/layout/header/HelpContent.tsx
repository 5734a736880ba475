import { useTranslation } from 'react-i18next';
import { CONTACT } from '../../../app/config';
import controls from '../../../ui/controls.module.css';
import { ChatOutlinedSvg, MailOutlinedSvg, PhoneOutlinedSvg } from '../../../ui/icons';
import { TextLink } from '../../../ui/TextLink';
import { requestChat } from '../../consent/chat';
import classes from './Help.module.css';

/** Customer service (spec §1): phone at 0,29 zł net per minute, Mon–Fri 8:00–16:00, e-mail, chat. */
export function HelpContent({ onChat }: { onChat?: () => void }) {
  const { t } = useTranslation('layout');
  return (
    <div className={classes.content}>
      <TextLink href={CONTACT.phoneHref} underline="hover" className={classes.phone}>
        <PhoneOutlinedSvg fontSize="medium" />
        {CONTACT.phone}
      </TextLink>
      <p className={classes.text}>
        {t('help.phoneCost')}
        <br />
        {t('help.hours')}
      </p>
      <TextLink href={`mailto:${CONTACT.email}`} underline="hover" className={classes.mail}>
        <MailOutlinedSvg fontSize="small" />
        {CONTACT.email}
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

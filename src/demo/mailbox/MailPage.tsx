import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { isApiError } from '../../api/ApiError';
import { useLocale } from '../../routing/routes';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import controls from '../../ui/controls.module.css';
import { LinkBehavior } from '../../ui/LinkBehavior';
import { Spinner } from '../../ui/Spinner';
import { demoPath, TO_PARAM, withFilter } from '../../routing/demoPaths';
import { fetchMail, isShopPath, mailQueryKey, type DemoMail } from './mailboxApi';
import { formatDateTime } from '../../domain/format/date';
import classes from '../Demo.module.css';
import mailStyles from './MailPage.module.css';

/**
 * One message of the demo mailbox (/demo/poczta/:id): subject, recipient, time, the paragraphs and
 * its link buttons. A shop path opens inside the app; an absolute address is a normal link.
 */
export function MailPage() {
  const { t } = useTranslation('demo');
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const mailId = Number(id);
  const valid = Number.isInteger(mailId) && mailId > 0;
  const query = useQuery({ queryKey: mailQueryKey(mailId), queryFn: ({ signal }) => fetchMail(mailId, signal), enabled: valid, retry: false });
  usePageMeta({ title: query.data?.subject ?? t('mailbox.title'), noindex: true });
  const back = withFilter(demoPath('mailbox'), (params.get(TO_PARAM) ?? '').trim());

  let content;
  if (!valid || (isApiError(query.error) && query.error.status === 404)) {
    content = (
      <div className={classes.problem}>
        <h1 className={classes.title}>{t('mail.notFoundTitle')}</h1>
        <p>{t('mail.notFoundText')}</p>
      </div>
    );
  } else if (query.error) {
    content = (
      <div className={classes.problem} role="alert">
        <p>{t('mail.loadError')}</p>
        <button type="button" className={`${controls.button} ${controls.outlined}`} onClick={() => void query.refetch()}>
          {t('mail.retry')}
        </button>
      </div>
    );
  } else if (!query.data) {
    content = (
      <div className={classes.loading}>
        <Spinner aria-label={t('mail.loading')} />
      </div>
    );
  } else {
    content = <Message mail={query.data} />;
  }

  return (
    <div className={classes.page}>
      <nav className={classes.crumbs} aria-label={t('mail.back')}>
        <LinkBehavior href={back} className={classes.crumbLink}>
          <span aria-hidden="true">← </span>
          {t('mail.back')}
        </LinkBehavior>
      </nav>
      {content}
    </div>
  );
}

function Message({ mail }: { mail: DemoMail }) {
  const { t } = useTranslation('demo');
  const locale = useLocale();
  return (
    <article className={mailStyles.mail} aria-labelledby="mail-subject">
      <header className={mailStyles.mailHead}>
        <h1 id="mail-subject" className={mailStyles.mailSubject} lang="pl">
          {mail.subject}
        </h1>
        <dl className={mailStyles.mailFacts}>
          <div>
            <dt>{t('mail.to')}:</dt>
            <dd>{mail.to}</dd>
          </div>
          <div>
            <dt>{t('mail.sent')}:</dt>
            <dd>
              <time dateTime={mail.sentAt}>{formatDateTime(mail.sentAt, locale)}</time>
            </dd>
          </div>
        </dl>
      </header>
      {/* The e-mail is Polish, as the shop sends it. */}
      <div className={mailStyles.mailBody} lang="pl">
        {mail.paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      {mail.links.length ? (
        <ul className={mailStyles.mailLinks} aria-label={t('mail.links')}>
          {mail.links.map((link, index) => (
            <li key={`${link.href}-${index}`}>
              {isShopPath(link.href) ? (
                <LinkBehavior href={link.href} className={`${controls.button} ${index === 0 ? controls.contained : controls.outlined} ${mailStyles.mailButton}`} lang="pl">
                  {link.label}
                </LinkBehavior>
              ) : (
                <a href={link.href} className={`${controls.button} ${controls.outlined} ${mailStyles.mailButton}`} lang="pl" rel="noopener noreferrer">
                  {link.label}
                </a>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}

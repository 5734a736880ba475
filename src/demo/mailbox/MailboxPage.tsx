import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { DEMO_API_IN_PAGE } from '../../platform/config';
import { useLocale } from '../../routing/routes';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import controls from '../../ui/controls.module.css';
import { LinkBehavior } from '../../ui/LinkBehavior';
import { Spinner } from '../../ui/Spinner';
import { demoAccounts } from '../demoGlobals';
import { demoPath, TO_PARAM, withFilter } from '../../routing/demoPaths';
import { fetchMailbox, mailboxQueryKey, type DemoMail } from './mailboxApi';
import { formatDateTime } from '../../domain/format/date';
import classes from '../Demo.module.css';
import mailboxStyles from './MailboxPage.module.css';

/**
 * The demo mailbox (/demo/poczta): every message the shop would have e-mailed, newest first, with a
 * filter by recipient. A message opens on its own page with its links.
 */
export function MailboxPage() {
  const { t } = useTranslation('demo');
  const [params, setParams] = useSearchParams();
  const to = (params.get(TO_PARAM) ?? '').trim();
  usePageMeta({ title: t('mailbox.title'), description: t('mailbox.description'), noindex: true });
  // Messages arrive while the tester is elsewhere in the shop: always ask again when the page opens.
  const query = useQuery({ queryKey: mailboxQueryKey(to), queryFn: ({ signal }) => fetchMailbox(to, signal), staleTime: 0 });

  const applyFilter = (value: string) => {
    const next = new URLSearchParams(params);
    if (value.trim()) next.set(TO_PARAM, value.trim());
    else next.delete(TO_PARAM);
    setParams(next);
  };

  return (
    <div className={classes.page}>
      <nav className={classes.crumbs} aria-label={t('mailbox.panel')}>
        <LinkBehavior href={demoPath('panel')} className={classes.crumbLink}>
          {t('mailbox.panel')}
        </LinkBehavior>
      </nav>
      <header className={classes.head}>
        <h1 className={classes.title}>{t('mailbox.title')}</h1>
        <p className={classes.lead}>{t('mailbox.lead')}</p>
        {DEMO_API_IN_PAGE ? null : <p className={classes.lead}>{t('mailbox.leadServer')}</p>}
      </header>
      <RecipientFilter value={to} onApply={applyFilter} onRefresh={() => void query.refetch()} refreshing={query.isFetching} />
      <MailboxContent query={query} to={to} onShowAll={() => applyFilter('')} />
    </div>
  );
}

function RecipientFilter({ value, onApply, onRefresh, refreshing }: { value: string; onApply: (value: string) => void; onRefresh: () => void; refreshing: boolean }) {
  const { t } = useTranslation('demo');
  const id = useId();
  const [draft, setDraft] = useState(value);
  // The address changes with the browser's back and forward buttons too.
  useEffect(() => setDraft(value), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form className={mailboxStyles.filter} role="search" aria-label={t('mailbox.filterForm')} onSubmit={submit} noValidate>
      <div className={mailboxStyles.filterField}>
        <label htmlFor={`${id}-to`} className={classes.label}>
          {t('mailbox.filterLabel')}
        </label>
        <input
          id={`${id}-to`}
          name="to"
          type="email"
          inputMode="email"
          autoComplete="off"
          list={`${id}-accounts`}
          placeholder={t('mailbox.filterHint')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          className={classes.input}
        />
        <datalist id={`${id}-accounts`}>
          {demoAccounts().map((account) => (
            <option key={account.login} value={account.login} />
          ))}
        </datalist>
      </div>
      <div className={classes.actions}>
        <button type="submit" className={`${controls.button} ${controls.contained}`}>
          {t('mailbox.filter')}
        </button>
        {value ? (
          <button type="button" className={`${controls.button} ${controls.outlined}`} onClick={() => onApply('')}>
            {t('mailbox.showAll')}
          </button>
        ) : null}
        <button type="button" className={`${controls.button} ${controls.text}`} onClick={onRefresh} disabled={refreshing}>
          {t('mailbox.refresh')}
        </button>
      </div>
    </form>
  );
}

function MailboxContent({ query, to, onShowAll }: { query: { data?: DemoMail[]; error: unknown; isPending: boolean; refetch: () => unknown }; to: string; onShowAll: () => void }) {
  const { t } = useTranslation('demo');
  const locale = useLocale();
  if (query.error) {
    return (
      <div className={classes.problem} role="alert">
        <p>{t('mailbox.loadError')}</p>
        <button type="button" className={`${controls.button} ${controls.outlined}`} onClick={() => void query.refetch()}>
          {t('mailbox.retry')}
        </button>
      </div>
    );
  }
  if (query.isPending || !query.data) {
    return (
      <div className={classes.loading}>
        <Spinner aria-label={t('mailbox.loading')} />
      </div>
    );
  }
  const messages = query.data;
  if (!messages.length) {
    return (
      <div className={classes.empty}>
        <p>{to ? t('mailbox.emptyTo', { to }) : t('mailbox.empty')}</p>
        {to ? (
          <button type="button" className={`${controls.button} ${controls.outlined}`} onClick={onShowAll}>
            {t('mailbox.showAll')}
          </button>
        ) : null}
      </div>
    );
  }
  return (
    <section aria-labelledby="mailbox-count">
      <p id="mailbox-count" className={mailboxStyles.count} role="status">
        {to ? t('mailbox.countTo', { count: messages.length, to }) : t('mailbox.count', { count: messages.length })}
      </p>
      <ol className={mailboxStyles.messages} aria-label={t('mailbox.listLabel')}>
        {messages.map((message) => (
          <li key={message.id} className={mailboxStyles.message}>
            {/* The shop writes its e-mails in Polish. */}
            <LinkBehavior href={withFilter(demoPath('mail', { id: message.id }), to)} className={mailboxStyles.subject} lang="pl">
              {message.subject}
            </LinkBehavior>
            <span className={mailboxStyles.meta}>
              <span>
                <span className={mailboxStyles.metaLabel}>{t('mailbox.to')}:</span> {message.to}
              </span>
              <time dateTime={message.sentAt}>{formatDateTime(message.sentAt, locale)}</time>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

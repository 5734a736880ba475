import { useTranslation } from '../i18n/useTranslation';
import { DEMO_API_IN_PAGE } from '../platform/config';
import { localePath } from '../routing/routes';
import { usePageMeta } from '../routing/seo/usePageMeta';
import controls from '../ui/controls.module.css';
import { LinkBehavior } from '../ui/LinkBehavior';
import { demoAccounts } from './demoGlobals';
import { ResetSection } from './ResetSection';
import { DEMO_PROCUREMENT_PATH, demoPath } from '../routing/demoPaths';
import classes from './Demo.module.css';
import panelStyles from './DemoPanelPage.module.css';

/**
 * The demo panel (/demo, only while the API is the demo API): what the demo is, its accounts,
 * the demo mailbox, the demo procurement system and resetting the demo data.
 */
export function DemoPanelPage() {
  const { t } = useTranslation(['demo', 'auth']);
  usePageMeta({ title: t('panel.title'), description: t('panel.description'), noindex: true });
  const accounts = demoAccounts();
  return (
    <div className={classes.page}>
      <header className={classes.head}>
        <p className={panelStyles.badge}>Demo</p>
        <h1 className={classes.title}>{t('panel.title')}</h1>
        {/* Where the demo API runs decides where the changes are kept: this browser, or the demo server. */}
        <p className={classes.lead}>{t(DEMO_API_IN_PAGE ? 'panel.lead' : 'panel.leadServer')}</p>
        <p className={classes.lead}>{t(DEMO_API_IN_PAGE ? 'panel.storage' : 'panel.storageServer')}</p>
      </header>

      <div className={panelStyles.cards}>
        <section className={classes.card} aria-labelledby="demo-accounts-title">
          <h2 id="demo-accounts-title" className={classes.cardTitle}>
            {t('panel.accountsTitle')}
          </h2>
          {accounts.length ? <p className={classes.text}>{t('panel.accountsText', { password: accounts[0].password })}</p> : null}
          <dl className={panelStyles.accounts} aria-label={t('panel.accountsLabel')}>
            {accounts.map((account) => (
              <div key={account.login}>
                <dt className={panelStyles.login}>{account.login}</dt>
                {/* The login page's short role names, in the page's language; the demo API's description otherwise. */}
                <dd>{t(`auth:demo.accounts.${account.login.split('@')[0]}`, { defaultValue: account.description })}</dd>
              </div>
            ))}
          </dl>
          <LinkBehavior href={localePath('login')} className={`${controls.button} ${controls.outlined} ${classes.action}`}>
            {t('panel.logIn')}
          </LinkBehavior>
        </section>

        <section className={classes.card} aria-labelledby="demo-mailbox-title">
          <h2 id="demo-mailbox-title" className={classes.cardTitle}>
            {t('panel.mailboxTitle')}
          </h2>
          <p className={classes.text}>{t('panel.mailboxText')}</p>
          <LinkBehavior href={demoPath('mailbox')} className={`${controls.button} ${controls.contained} ${classes.action}`}>
            {t('panel.mailboxAction')}
          </LinkBehavior>
        </section>

        <section className={classes.card} aria-labelledby="demo-procurement-title">
          <h2 id="demo-procurement-title" className={classes.cardTitle}>
            {t('panel.procurementTitle')}
          </h2>
          <p className={classes.text}>{t('panel.procurementText')}</p>
          <LinkBehavior href={DEMO_PROCUREMENT_PATH} className={`${controls.button} ${controls.outlined} ${classes.action}`}>
            {t('panel.procurementAction')}
          </LinkBehavior>
        </section>

        <ResetSection />
      </div>
    </div>
  );
}

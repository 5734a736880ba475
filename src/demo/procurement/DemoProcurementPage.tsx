import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/useTranslation';
import { useLocation } from 'react-router';
import { COOKIE, readCookie } from '../../api/cookies';
import { LOCALES, type Locale } from '../../routing/routes';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../mocks/db/seed/accounts';
import { leavePunchOut } from '../../session/punchOut';
import controls from '../../ui/controls.module.css';
import { OutlinedNativeSelect } from '../../ui/OutlinedNativeSelect';
import { OutlinedTextField } from '../../ui/OutlinedTextField';
import { TextLink } from '../../ui/TextLink';
import { demoPath } from '../../routing/demoPaths';
import classes from './DemoProcurementPage.module.css';
import { readReceivedCart, receivedNetTotal, type ReceivedOciCart } from './ociReceived';
import { punchOutCallUrl } from './punchOutCall';

interface StartValues {
  username: string;
  password: string;
  locale: Locale;
}

const DEFAULT_BUYER = 'kupiec@firma.demo';

/**
 * The demo procurement system (/demo/system-zakupowy, only while the in-browser demo API runs): a
 * tester picks a demo buyer and opens the shop as a punch-out catalogue (the OCI call), and sees
 * the cart the shop sent back: the items and the raw OCI fields (scripts/demoOciHook.mjs hands
 * them over in the URL fragment).
 */
export function DemoProcurementPage() {
  const { t } = useTranslation('content');
  const { hash } = useLocation();
  const received = useMemo(() => readReceivedCart(hash), [hash]);
  usePageMeta({ title: t('demoProcurement.title'), noindex: true });
  return (
    <div className={classes.page}>
      <p className={classes.system}>{t('demoProcurement.system')}</p>
      <h1 className={classes.title}>{t('demoProcurement.title')}</h1>
      <p className={classes.intro}>{t('demoProcurement.intro')}</p>
      <p className={classes.intro}>
        <TextLink href={demoPath('panel')} underline="always">
          {t('demoProcurement.panel')}
        </TextLink>
      </p>
      <div className={classes.sections}>
        {received ? <Received cart={received} /> : null}
        <StartForm />
        {received ? null : (
          <section aria-labelledby="received-title" className={classes.card}>
            <h2 id="received-title" className={classes.heading}>
              {t('demoProcurement.received.title')}
            </h2>
            <p className={classes.muted}>{t('demoProcurement.received.nothingYet')}</p>
          </section>
        )}
      </div>
    </div>
  );
}

function StartForm() {
  const { t } = useTranslation('content');
  const { control, handleSubmit, watch } = useForm<StartValues>({ defaultValues: { username: DEFAULT_BUYER, password: DEMO_PASSWORD, locale: 'pl' } });
  const values = watch();
  const url = punchOutCallUrl({ origin: window.location.origin, ...values });
  const inPunchOut = readCookie(COOKIE.punchOut) === '1';
  // A procurement system sends the browser to the catalogue: a full page load, as from another site.
  const onSubmit = handleSubmit(() => window.location.assign(url));
  const leave = () => {
    leavePunchOut();
    window.location.assign('/');
  };
  return (
    <section aria-labelledby="start-title" className={classes.card}>
      <h2 id="start-title" className={classes.heading}>
        {t('demoProcurement.start.title')}
      </h2>
      <form className={classes.form} onSubmit={onSubmit} noValidate>
        <Controller
          name="username"
          control={control}
          render={({ field }) => (
            <OutlinedNativeSelect label={t('demoProcurement.start.buyer')} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur}>
              {DEMO_ACCOUNTS.map((account) => (
                <option key={account.login} value={account.login}>
                  {account.login}
                </option>
              ))}
            </OutlinedNativeSelect>
          )}
        />
        <Controller
          name="password"
          control={control}
          render={({ field }) => (
            <OutlinedTextField
              label={t('demoProcurement.start.password')}
              autoComplete="off"
              spellCheck={false}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        <Controller
          name="locale"
          control={control}
          render={({ field }) => (
            <OutlinedNativeSelect label={t('demoProcurement.start.language')} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur}>
              {LOCALES.map((locale) => (
                <option key={locale} value={locale}>
                  {t(`demoProcurement.start.languages.${locale}`)}
                </option>
              ))}
            </OutlinedNativeSelect>
          )}
        />
        <div className={classes.call}>
          <p className={classes.label}>{t('demoProcurement.start.call')}</p>
          <code className={classes.url}>{url}</code>
        </div>
        <div className={classes.actions}>
          <button type="submit" className={controls.contained}>
            {t('demoProcurement.start.submit')}
          </button>
        </div>
      </form>
      {inPunchOut ? (
        <div className={classes.leave}>
          <p className={classes.muted}>{t('demoProcurement.start.leaveHint')}</p>
          <button type="button" className={controls.outlined} onClick={leave}>
            {t('demoProcurement.start.leave')}
          </button>
        </div>
      ) : null}
    </section>
  );
}

function Received({ cart }: { cart: ReceivedOciCart }) {
  const { t } = useTranslation('content');
  const total = receivedNetTotal(cart.items);
  const currency = cart.items[0]?.currency ?? '';
  return (
    <section aria-labelledby="received-title" className={classes.card}>
      <h2 id="received-title" className={classes.heading}>
        {t('demoProcurement.received.title')}
      </h2>
      {cart.items.length === 0 ? (
        <p role="status" className={classes.muted}>
          {t('demoProcurement.received.noItems')}
        </p>
      ) : (
        <>
          <p role="status" className={classes.summary}>
            {t('demoProcurement.received.count', { count: cart.items.length })}
            {total === null ? null : ` · ${t('demoProcurement.received.total', { amount: total.toFixed(2), currency })}`}
          </p>
          <div className={classes.scroll} role="region" aria-labelledby="received-items" tabIndex={0}>
            <table className={classes.table}>
              <caption id="received-items" className={classes.caption}>
                {t('demoProcurement.received.items')}
              </caption>
              <thead>
                <tr>
                  {(['number', 'description', 'quantity', 'unit', 'price', 'currency', 'vendorMat', 'matGroup', 'leadTime'] as const).map((column) => (
                    <th key={column} scope="col">
                      {t(`demoProcurement.columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {cart.items.map((item) => (
                  <tr key={item.n}>
                    <td>{item.n}</td>
                    <td className={classes.description}>
                      {item.description}
                      {item.longText ? <span className={classes.longText}>{item.longText}</span> : null}
                    </td>
                    <td className={classes.number}>{item.quantity}</td>
                    <td>{item.unit}</td>
                    <td className={classes.number}>{item.price}</td>
                    <td>{item.currency}</td>
                    <td>{item.vendorMat}</td>
                    <td>{item.matGroup}</td>
                    <td className={classes.number}>{item.leadTime}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <details className={classes.raw}>
        <summary>{t('demoProcurement.received.raw', { count: cart.fields.length })}</summary>
        <pre className={classes.fields} tabIndex={0}>{cart.fields.map(([name, value]) => `${name}=${value}`).join('\n')}</pre>
      </details>
    </section>
  );
}

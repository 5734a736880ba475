/**
 * The e-mail that tells the user a report she ordered is done: ready to download, or not made and why.
 * In the language of the request that ordered the report (it is sent later, when the report is done).
 */
import { ROUTES } from '../../../routing/routePaths';
import type { SeedCompany, SeedUser } from '../../db/types';
import { sendMail } from '../mailbox';
import { mailFixedText, mailPath, type MailLocale } from './mailLanguage';

/** The account's reports page (where the file is downloaded). */
export const REPORTS_PATH = ROUTES['dashboard-reports'].pl;

export interface ReportMailFacts {
  user: SeedUser;
  company: SeedCompany;
  /** The report type's name in the mail's language. */
  typeName: string;
  /** "01.10.2026–31.10.2026". */
  range: string;
  /** Null when the report is ready; the reason when it could not be made. */
  failureReason: string | null;
  locale?: MailLocale;
}

const TEXTS = {
  pl: {
    readySubject: (type: string) => `Raport „${type}” jest gotowy do pobrania`,
    failedSubject: (type: string) => `Nie udało się przygotować raportu „${type}”`,
    greeting: (firstName: string) => `Dzień dobry, ${firstName}!`,
    ready: (type: string, range: string, company: string) => `Raport „${type}” za okres ${range} dla firmy ${company} jest gotowy.`,
    download: 'Plik w formacie XLSX (Excel) pobierzesz w zakładce „Raporty” na Twoim koncie. Tam możesz też zamówić kolejne raporty albo usunąć te, których już nie potrzebujesz.',
    failed: (type: string, range: string, company: string) => `Raportu „${type}” za okres ${range} dla firmy ${company} nie udało się przygotować.`,
    again: 'Możesz zamówić raport ponownie w zakładce „Raporty” na Twoim koncie.',
    downloadLink: 'Pobierz raport', reportsLink: 'Przejdź do raportów',
    range: (range: string) => range,
  },
  en: {
    readySubject: (type: string) => `The report “${type}” is ready to download`,
    failedSubject: (type: string) => `The report “${type}” could not be prepared`,
    greeting: (firstName: string) => `Hello ${firstName},`,
    ready: (type: string, range: string, company: string) => `The report “${type}” for ${range} for ${company} is ready.`,
    download: 'You can download the XLSX (Excel) file under “Reports” in your account. There you can also order more reports or delete the ones you no longer need.',
    failed: (type: string, range: string, company: string) => `The report “${type}” for ${range} for ${company} could not be prepared.`,
    again: 'You can order the report again under “Reports” in your account.',
    downloadLink: 'Download the report', reportsLink: 'Go to reports',
    /** "01.10.2026–31.10.2026" → "01/10/2026–31/10/2026". */
    range: (range: string) => range.replace(/(\d\d)\.(\d\d)\.(\d{4})/g, '$1/$2/$3'),
  },
} as const;

export function sendReportMail({ user, company, typeName, range, failureReason, locale = 'pl' }: ReportMailFacts): void {
  const t = TEXTS[locale];
  const ready = failureReason === null;
  const period = t.range(range);
  sendMail({
    to: user.login,
    subject: ready ? t.readySubject(typeName) : t.failedSubject(typeName),
    paragraphs: ready
      ? [t.greeting(user.firstName), t.ready(typeName, period, company.name), t.download]
      : [t.greeting(user.firstName), t.failed(typeName, period, company.name), mailFixedText(failureReason, locale), t.again],
    links: [{ label: ready ? t.downloadLink : t.reportsLink, href: mailPath('dashboard-reports', locale) }],
    kind: 'reportReady',
    locale,
  });
}

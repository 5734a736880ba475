/** The e-mail that tells the user a report she ordered is done: ready to download, or not made and why. */
import { ROUTES } from '../../../routing/routePaths';
import type { SeedCompany, SeedUser } from '../../db/types';
import { sendMail } from '../mailbox';

/** The account's reports page (where the file is downloaded). */
export const REPORTS_PATH = ROUTES['dashboard-reports'].pl;

export interface ReportMailFacts {
  user: SeedUser;
  company: SeedCompany;
  typeName: string;
  /** "01.10.2026–31.10.2026". */
  range: string;
  /** Null when the report is ready; the reason when it could not be made. */
  failureReason: string | null;
}

export function sendReportMail({ user, company, typeName, range, failureReason }: ReportMailFacts): void {
  const ready = failureReason === null;
  sendMail({
    to: user.login,
    subject: ready ? `Raport „${typeName}” jest gotowy do pobrania` : `Nie udało się przygotować raportu „${typeName}”`,
    paragraphs: ready
      ? [
        `Dzień dobry, ${user.firstName}!`,
        `Raport „${typeName}” za okres ${range} dla firmy ${company.name} jest gotowy.`,
        'Plik w formacie XLSX (Excel) pobierzesz w zakładce „Raporty” na Twoim koncie. Tam możesz też zamówić kolejne raporty albo usunąć te, których już nie potrzebujesz.',
      ]
      : [
        `Dzień dobry, ${user.firstName}!`,
        `Raportu „${typeName}” za okres ${range} dla firmy ${company.name} nie udało się przygotować.`,
        failureReason,
        'Możesz zamówić raport ponownie w zakładce „Raporty” na Twoim koncie.',
      ],
    links: [{ label: ready ? 'Pobierz raport' : 'Przejdź do raportów', href: REPORTS_PATH }],
    kind: 'reportReady',
  });
}

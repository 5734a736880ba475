import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { costCentreFigures } from '../../domain/cart';
import { useFormatPln } from '../../ui/useFormatPln';
import { getGetCostCentersQueryOptions } from '../../generated/api/account/account';
import type { CostCenter } from '../../generated/model';
import { useSession } from '../../session';
import classes from './CostCentreLimits.module.css';

/** The logged-in user's cost centres (spec §6: fetched only for logged-in users; a failure stays silent). */
export function useCostCentres(): CostCenter[] {
  const { status, isLoggedIn } = useSession();
  const query = useQuery({ ...getGetCostCentersQueryOptions(), enabled: status === 'ready' && isLoggedIn, retry: false });
  return isLoggedIn ? (query.data?.costCenters ?? []) : [];
}

/** The table of spec §2: Centrum kosztowe, Limit ustalony, Wykorzystany, Dostępny ("Bez limitu"). */
export function CostCentreLimits({ centres, caption }: { centres: CostCenter[]; caption?: string }) {
  const { t } = useTranslation('cart');
  const formatPln = useFormatPln();
  const amount = (value: number | null) => (value === null ? t('costCentres.noLimit') : formatPln(value));
  return (
    <div className={classes.scroll}>
      <table className={classes.table}>
        {caption ? <caption className={classes.caption}>{caption}</caption> : null}
        <thead>
          <tr>
            <th scope="col">{t('costCentres.name')}</th>
            <th scope="col" className={classes.number}>{t('costCentres.limit')}</th>
            <th scope="col" className={classes.number}>{t('costCentres.used')}</th>
            <th scope="col" className={classes.number}>{t('costCentres.available')}</th>
          </tr>
        </thead>
        <tbody>
          {centres.map((centre) => {
            const figures = costCentreFigures(centre);
            return (
              <tr key={centre.id}>
                <th scope="row" className={classes.name}>{centre.name}</th>
                <td className={classes.number}>{amount(figures.limit)}</td>
                <td className={classes.number}>{formatPln(figures.used)}</td>
                <td className={classes.number}>{amount(figures.available)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

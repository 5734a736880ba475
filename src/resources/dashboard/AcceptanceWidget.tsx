import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import Typography from '@mui/material/Typography';
import { getGetCountOrderForAcceptanceQueryOptions } from '../../generated/api/account/account';
import { localePath, useLocale } from '../../routing/routes';
import { DashboardWidget } from './DashboardWidget';

/**
 * Orders waiting for the approver's decision, with the way to the queue. The same query (and key) as
 * the navigation's badge, so a decision taken anywhere updates both.
 */
export function AcceptanceWidget() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const query = useQuery(getGetCountOrderForAcceptanceQueryOptions());
  const count = query.data?.count ?? 0;
  return (
    <DashboardWidget
      id="dashboard-acceptance"
      title={t('dashboard.acceptance.title')}
      query={query}
      skeletonHeight={64}
      link={{ to: localePath('dashboard-acceptance', undefined, undefined, locale), label: t('dashboard.acceptance.link'), emphasised: count > 0 }}
    >
      <Typography sx={{ fontSize: '3.2rem', fontWeight: 700, lineHeight: 1.2 }}>{count}</Typography>
      <Typography color="text.secondary">{t('dashboard.acceptance.count', { count })}</Typography>
    </DashboardWidget>
  );
}

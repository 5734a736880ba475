import { useTranslation } from '../../i18n/useTranslation';
import Box from '@mui/material/Box';
import { useLocale } from '../../routing/routes';
import { formatDate } from '../../domain/format/date';
import type { ShoppingList } from '../../generated/model';

interface ListFactsProps {
  list: ShoppingList;
  typeName: (id: string) => string;
  cycleName: (id: string) => string;
}

/** A list's type, number of products and reminder ("Miesiąc, co 1, od 01.12.2026" or "Bez przypomnień"). */
export function ListFacts({ list, typeName, cycleName }: ListFactsProps) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const reminder = list.reminderAgreement && list.startDate && list.cycleType
    ? t('shoppingLists.reminderEvery', { cycle: cycleName(list.cycleType), step: list.cycleStep ?? 1, date: formatDate(list.startDate, locale) })
    : t('shoppingLists.noReminder');
  const rows: [string, string][] = [
    [t('shoppingLists.facts.type'), typeName(list.type)],
    [t('shoppingLists.facts.items'), t('shoppingLists.itemsCount', { count: list.itemsCount })],
    [t('shoppingLists.facts.reminder'), reminder],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0, '& dt': { color: 'text.secondary' }, '& dd': { m: 0, minWidth: 0 } }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}

import { useTranslation } from '../../i18n/useTranslation';
import { formatMoney } from '../../domain/price';
import { multiPackOptions, packKind } from '../../domain/multiPack';
import type { MultiPack } from '../../generated/model';
import { ArrowDropDownSvg } from '../icons';
import { Spinner } from '../Spinner';
import hidden from '../visuallyHidden.module.css';
import classes from './TilePackSelect.module.css';

interface TilePackSelectProps {
  id: string;
  packs: MultiPack[];
  currentId: number;
  showNetPrices: boolean;
  loading: boolean;
  onChoose: (slug: string) => void;
}

/** The multi-pack selector (single unit, "Opak. zbiorcze", "Paleta") with the unit price of each option; a plain native select, as many tiles carry one. */
export function TilePackSelect({ id, packs, currentId, showNetPrices, loading, onChoose }: TilePackSelectProps) {
  const { t } = useTranslation('catalogue');
  const options = multiPackOptions(packs);
  const label = (pack: MultiPack) => {
    const kind = packKind(pack);
    const title = pack.title || (kind === 'single' ? `1 ${pack.uom}` : `${t(`tile.pack.${kind}`)} (${pack.quantity} ${pack.uom})`);
    const unit = pack.unitPrice ? ` – ${formatMoney(pack.unitPrice, showNetPrices)}/${pack.uom}` : '';
    const discount = pack.discount > 0 ? ` (-${pack.discount}%)` : '';
    return `${title}${unit}${discount}`;
  };
  return (
    <div className={classes.row}>
      <label htmlFor={id} className={hidden.visuallyHidden}>
        {t('tile.packLabel')}
      </label>
      <span className={classes.field}>
        <select
          id={id}
          className={classes.select}
          value={String(options.find((pack) => pack.id === currentId)?.slug ?? '')}
          onChange={(event) => onChoose(event.target.value)}
          disabled={loading}
        >
          {options.map((pack) => (
            <option key={pack.id} value={pack.slug}>
              {label(pack)}
            </option>
          ))}
        </select>
        <ArrowDropDownSvg className={classes.arrow} />
      </span>
      {loading ? <Spinner size={18} aria-label={t('tile.loadingPack')} /> : null}
    </div>
  );
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { getGetPickupPointsQueryKey, getPickupPoints } from '../../generated/api/checkout/checkout';
import type { GetPickupPointsProvider, PickupPoint } from '../../generated/model';
import controls from '../../ui/controls.module.css';
import { OutlinedTextField } from '../../ui/OutlinedTextField';
import { Spinner } from '../../ui/Spinner';
import classes from './PickupPointChooser.module.css';

const RESULTS_LIMIT = 12;
const SEARCH_DELAY_MS = 300;

interface PickupPointChooserProps {
  provider: GetPickupPointsProvider;
  /** The chosen point (pni and name), if any. */
  chosen: { pni: string; name: string } | null;
  onChoose: (point: PickupPoint) => void;
  /** The search field's id: a failed submit focuses it when no point is chosen. */
  inputId: string;
  error?: string;
  /** Where to look first (the buyer's city or postcode). */
  initialQuery?: string;
}

/**
 * The carrier's pickup points and parcel lockers, searched by city, postcode or street from the
 * demo API's seeded points: a list of results, each chosen with its own button. Nothing is
 * loaded from a carrier's or a map provider's servers.
 */
export function PickupPointChooser({ provider, chosen, onChoose, inputId, error, initialQuery = '' }: PickupPointChooserProps) {
  const { t } = useTranslation('checkout');
  const [changing, setChanging] = useState(chosen === null);
  const [text, setText] = useState(initialQuery);
  const [query, setQuery] = useState(initialQuery.trim());
  const resultsId = useId();
  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(text.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  const params = { provider, query, limit: RESULTS_LIMIT };
  const points = useQuery({
    queryKey: getGetPickupPointsQueryKey(params),
    queryFn: ({ signal }) => getPickupPoints(params, undefined, signal),
    enabled: changing || chosen === null,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

  if (chosen && !changing) {
    return (
      <div className={classes.chosen}>
        <div>
          <div className={classes.chosenLabel}>{t('pickup.chosen')}</div>
          <div className={classes.name}>{chosen.name}</div>
          <div className={classes.pni}>{t('pickup.code', { pni: chosen.pni })}</div>
        </div>
        <button type="button" className={`${controls.button} ${controls.outlined}`} onClick={() => setChanging(true)} aria-label={t('pickup.changeLabel', { name: chosen.name })}>
          {t('pickup.change')}
        </button>
      </div>
    );
  }

  const list = points.data?.pickupPoints ?? [];
  return (
    <div className={classes.chooser}>
      <OutlinedTextField
        id={inputId}
        type="search"
        label={t('pickup.search')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          // Enter searches now instead of submitting the order form.
          if (event.key === 'Enter') {
            event.preventDefault();
            setQuery(text.trim());
          }
        }}
        aria-controls={resultsId}
        error={Boolean(error)}
        helperText={error ?? t('pickup.searchHint')}
        className={classes.search}
      />
      <div className={classes.status} role="status">
        {points.isFetching ? <Spinner size={16} aria-label={t('pickup.loading')} /> : null}
        {points.data ? t('pickup.found', { count: points.data.countTotal }) : null}
        {points.isError ? t('pickup.failed') : null}
      </div>
      <ul id={resultsId} className={classes.results} aria-label={t('pickup.results')}>
        {list.map((point) => (
          <li key={point.pni} className={chosen?.pni === point.pni ? `${classes.point} ${classes.current}` : classes.point}>
            <div className={classes.pointText}>
              <div className={classes.name}>{point.name}</div>
              <div>{point.street}, {point.zip} {point.city}</div>
              <div className={classes.hours}>{point.openingHours}</div>
              {point.description ? <div className={classes.hours}>{point.description}</div> : null}
            </div>
            <button
              type="button"
              className={`${controls.button} ${controls.contained} ${classes.choose}`}
              aria-label={t('pickup.chooseLabel', { name: point.name, street: point.street, city: point.city })}
              onClick={() => {
                onChoose(point);
                setChanging(false);
              }}
            >
              {t('pickup.choose')}
            </button>
          </li>
        ))}
      </ul>
      {chosen ? (
        <button type="button" className={`${controls.button} ${controls.text}`} onClick={() => setChanging(false)}>
          {t('pickup.keep', { name: chosen.name })}
        </button>
      ) : null}
    </div>
  );
}

import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/useTranslation';
import { useGetPrintingDeviceBrands, useGetPrintingDevices } from '../../../generated/api/search-and-products/search-and-products';
import { useSession } from '../../../session';
import controls from '../../../ui/controls.module.css';
import { PrintOutlinedSvg } from '../../../ui/icons';
import { OutlinedNativeSelect } from '../../../ui/OutlinedNativeSelect';
import { useChoiceAction } from '../../../ui/useChoiceAction';
import fieldClasses from '../../../ui/OutlinedTextField.module.css';
import { DeviceAutocomplete, finderHref } from './DeviceAutocomplete';
import classes from './TonerFinder.module.css';

interface TonerFinderProps {
  /** 'page' on listings, 'menu' inside the category menu (narrow, no frame). */
  variant?: 'page' | 'menu';
  /** The device currently searched for, shown as chosen. */
  initialBrand?: string;
  initialModel?: string;
}

/**
 * The toner and ink finder (spec §2): pick a brand (loads its models), pick a model (opens the
 * search for cartridges that fit), or type a device model or an OEM code. Plain elements: the
 * brand and model are native selects in the outlined look; arrow keys on the model only move the
 * choice, Enter opens it (useChoiceAction).
 */
export function TonerFinder({ variant = 'page', initialBrand = '', initialModel = '' }: TonerFinderProps) {
  const { t } = useTranslation('search');
  const id = useId();
  const navigate = useNavigate();
  const { status } = useSession();
  const [brand, setBrand] = useState(initialBrand);
  const brands = useGetPrintingDeviceBrands({ query: { enabled: status === 'ready', staleTime: 10 * 60_000 } });
  const devices = useGetPrintingDevices({ brandName: brand }, { query: { enabled: status === 'ready' && brand !== '', staleTime: 10 * 60_000 } });
  const models = devices.data?.devices ?? [];
  const brandNames = brands.data?.brands ?? [];
  const menu = variant === 'menu';
  const brandValue = brandNames.includes(brand) ? brand : '';
  const modelValue = models.some((device) => device.model === initialModel) && brand === initialBrand ? initialModel : '';
  const loadingModels = brand !== '' && devices.isFetching;
  const modelChoice = useChoiceAction((model) => void navigate(finderHref({ deviceBrand: brand, deviceModel: model })));
  const modelDisabled = !brand || !models.length;

  return (
    <section aria-labelledby={`${id}-title`} className={menu ? classes.menu : classes.page}>
      <div className={classes.head}>
        <PrintOutlinedSvg className={`${controls.svgIcon} ${classes.icon}`} />
        <h2 id={`${id}-title`} className={classes.title}>
          {t('finder.title')}
        </h2>
      </div>
      <p className={classes.intro}>{t('finder.intro')}</p>
      <div className={classes.fields}>
        <div className={classes.select}>
          <OutlinedNativeSelect
            className={brandValue ? undefined : classes.empty}
            label={t('finder.brand')}
            value={brandValue}
            onChange={(event) => {
              setBrand(event.target.value);
              modelChoice.reset();
            }}
            disabled={!brandNames.length}
          >
            <option value="" disabled hidden />
            {brandNames.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </OutlinedNativeSelect>
        </div>
        <div className={classes.select}>
          <OutlinedNativeSelect
            className={modelValue ? undefined : classes.empty}
            label={t('finder.model')}
            value={modelChoice.pending ?? modelValue}
            onChange={modelChoice.onChange}
            onKeyDown={modelChoice.onKeyDown}
            describedBy={loadingModels ? `${id}-loading` : undefined}
            disabled={modelDisabled}
          >
            <option value="" disabled hidden />
            {models.map((device) => (
              <option key={device.model} value={device.model}>
                {device.model}
              </option>
            ))}
          </OutlinedNativeSelect>
          {loadingModels ? (
            <p id={`${id}-loading`} className={modelDisabled ? fieldClasses.helperDisabled : fieldClasses.helper}>
              {t('finder.loadingModels')}
            </p>
          ) : null}
        </div>
        <div className={classes.wide}>
          <DeviceAutocomplete />
        </div>
      </div>
    </section>
  );
}

import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from '../../i18n/useTranslation';
import type { Country } from '../../generated/model';
import classes from './Checkout.module.css';
import { SelectInput, TextInput } from './fields';

interface AddressFieldsProps<T extends FieldValues> {
  control: Control<T>;
  /** `address` or `deliveryAddress` of the form. */
  prefix: string;
  countries: Country[];
  /** The other delivery address also names its recipient and takes an extra line. */
  withRecipient?: boolean;
  autoCompleteSection?: string;
}

/** Street with number, postcode, city, country and phone (prefilled "+48"). */
export function AddressFields<T extends FieldValues>({ control, prefix, countries, withRecipient = false, autoCompleteSection = '' }: AddressFieldsProps<T>) {
  const { t } = useTranslation('checkout');
  const name = (field: string) => `${prefix}.${field}` as Path<T>;
  const auto = (token: string) => `${autoCompleteSection ? `section-${autoCompleteSection} ` : ''}${token}`;
  return (
    <div className={classes.grid}>
      {withRecipient ? (
        <div className={classes.wide}>
          <TextInput control={control} name={name('name')} label={t('address.recipient')} autoComplete={auto('name')} />
        </div>
      ) : null}
      <div className={classes.wide}>
        <TextInput control={control} name={name('streetWithNumber')} label={t('address.street')} autoComplete={auto('street-address')} required />
      </div>
      {withRecipient ? (
        <div className={classes.wide}>
          <TextInput control={control} name={name('addressLine1')} label={t('address.line1')} />
        </div>
      ) : null}
      <TextInput control={control} name={name('zip')} label={t('address.zip')} autoComplete={auto('postal-code')} required inputMode="numeric" hint={t('address.zipHint')} />
      <TextInput control={control} name={name('city')} label={t('address.city')} autoComplete={auto('address-level2')} required />
      <SelectInput control={control} name={name('countryCode')} label={t('address.country')} required>
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </SelectInput>
      <TextInput control={control} name={name('phone1')} label={t('address.phone')} type="tel" autoComplete={auto('tel')} required inputMode="tel" />
    </div>
  );
}

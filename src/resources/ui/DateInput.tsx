import { useImperativeHandle, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import { format as formatDate, isValid } from 'date-fns';
import { enGB, pl } from 'date-fns/locale';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, plPL } from '@mui/x-date-pickers/locales';
import type { FieldRef } from '@mui/x-date-pickers/models';
import { useTranslation } from '../../i18n/useTranslation';
import type { Locale } from '../../routing/routes';

/** What a form can focus (react-hook-form's `ref` takes it: `shouldFocus` lands on the day). */
export interface DateInputHandle {
  focus: () => void;
}

export interface DateInputProps {
  label: string;
  /** An ISO day (YYYY-MM-DD), '' while empty. */
  value: string;
  /** The ISO day once all of day, month and year are typed (or picked); '' while empty, incomplete or not a date. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<DateInputHandle>;
  id?: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
}

/** Each language's way of writing a day, and the empty field's letters for it (dd.mm.rrrr / dd/mm/yyyy). */
const FORMATS: Record<Locale, { adapterLocale: typeof pl; format: string; year: string; localeText: typeof plPL }> = {
  pl: { adapterLocale: pl, format: 'dd.MM.yyyy', year: 'r', localeText: plPL },
  en: { adapterLocale: enGB, format: 'dd/MM/yyyy', year: 'y', localeText: enUS },
};

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar day of an ISO day string (local time, as the user's calendar), or null. */
function dateOfIsoDay(value: string): Date | null {
  const match = ISO_DAY.exec(value);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  date.setFullYear(Number(match[1]));
  return isValid(date) && formatDate(date, 'yyyy-MM-dd') === value ? date : null;
}

/** The ISO day of a complete date; '' for none, an incomplete one or one that is not a date. */
function isoDayOf(date: Date | null): string {
  return date && isValid(date) ? formatDate(date, 'yyyy-MM-dd') : '';
}

/**
 * A day typed or picked in the page's language — "dd.mm.rrrr" on a Polish page, "dd/mm/yyyy" on an
 * English one, whatever the browser's language — holding the same ISO day strings as the forms.
 * Day, month and year are typed section by section; while the date is incomplete the form sees ''
 * (its own "required" message applies) and what was typed stays in the field.
 */
export function DateInput({ label, value, onChange, onBlur, inputRef, id, name, required, disabled, error, helperText, size, fullWidth }: DateInputProps) {
  // The language the page's texts are in (set from the URL), so the day reads like the words around it.
  const locale: Locale = useTranslation().i18n.language?.startsWith('en') ? 'en' : 'pl';
  const { adapterLocale, format, year, localeText } = FORMATS[locale];
  const texts = useMemo(
    () => ({
      ...localeText.components.MuiLocalizationProvider.defaultProps.localeText,
      fieldDayPlaceholder: () => 'dd',
      fieldMonthPlaceholder: () => 'mm',
      fieldYearPlaceholder: (params: { digitAmount: number }) => year.repeat(params.digitAmount),
    }),
    [localeText, year],
  );

  // The picker's own date (an incomplete one included), kept while the form's value is the ISO day it gave.
  const [date, setDate] = useState<Date | null>(() => dateOfIsoDay(value));
  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    if (isoDayOf(date) !== value) setDate(dateOfIsoDay(value));
  }

  const fieldRef = useRef<FieldRef<Date | null>>(null);
  useImperativeHandle(inputRef, () => ({ focus: () => fieldRef.current?.focusField(0) }), []);

  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={adapterLocale} localeText={texts}>
      <DatePicker
        label={label}
        name={name}
        disabled={disabled}
        value={date}
        format={format}
        onChange={(next) => {
          setDate(next);
          const iso = isoDayOf(next);
          if (iso !== value) onChange(iso);
        }}
        slotProps={{
          field: { fieldRef },
          textField: { id, required, error, helperText, size, fullWidth, onBlur },
        }}
      />
    </LocalizationProvider>
  );
}

import { describe, expect, it } from 'vitest';
import { DATE_RANGE_MESSAGES } from '../../domain/dateRange';
import { defaultReportPeriod, emptyReportForm, localDay, reportFormSchema, reportRequestOf, validPeriod, type ReportFormValues } from './reportForm';

const schema = reportFormSchema({ type: 'Wybierz rodzaj raportu.', dateRange: DATE_RANGE_MESSAGES });
const errors = (values: ReportFormValues) => {
  const result = schema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};
const form = (change: Partial<ReportFormValues>): ReportFormValues => ({ typeId: '3', from: '2026-10-01', to: '2026-10-31', emailNotifyWhenReportReady: false, ...change });

describe('the report form', () => {
  it('starts on the first day of the previous month and ends today, in the user\'s calendar', () => {
    expect(defaultReportPeriod(new Date(2026, 10, 20, 0, 5))).toEqual({ from: '2026-10-01', to: '2026-11-20' });
    expect(defaultReportPeriod(new Date(2027, 0, 3))).toEqual({ from: '2026-12-01', to: '2027-01-03' });
    expect(emptyReportForm(new Date(2026, 10, 20))).toEqual({ typeId: '', from: '2026-10-01', to: '2026-11-20', emailNotifyWhenReportReady: false });
    expect(localDay(new Date(2026, 2, 9))).toBe('2026-03-09');
  });

  it('gives spec §5\'s date-range messages at the field they concern', () => {
    expect(errors(form({ to: '' }))).toEqual({ to: 'Oba pola są wymagane' });
    expect(errors(form({ from: '', to: '' }))).toEqual({ from: 'Oba pola są wymagane' });
    expect(errors(form({ from: '2026-10-31', to: '2026-10-01' }))).toEqual({ to: 'Data zakończenia nie może być wcześniejsza niż data rozpoczęcia' });
    expect(errors(form({ from: '2026-10-31', to: '2026-10-31' }))).toEqual({});
  });

  it('asks for a type', () => {
    expect(errors(form({ typeId: '' }))).toEqual({ typeId: 'Wybierz rodzaj raportu.' });
  });

  it('knows a period that passes the rule (the chart shows only such a period)', () => {
    expect(validPeriod('2026-10-01', '2026-10-31')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(validPeriod('2026-10-31', '2026-10-01')).toBeNull();
    expect(validPeriod('', '2026-10-01')).toBeNull();
  });

  it('sends the type as a number with the period and the e-mail wish', () => {
    expect(reportRequestOf(form({ emailNotifyWhenReportReady: true }))).toEqual({ typeId: 3, from: '2026-10-01', to: '2026-10-31', emailNotifyWhenReportReady: true });
  });
});

import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { keepLines, parseQuickOrder, QUICK_ORDER_MAX_LINES } from '../../domain/quickOrder';
import controls from '../../ui/controls.module.css';
import { LoadingButton } from '../../ui/LoadingButton';
import { sendQuickOrderLines } from './cartActions';
import classes from './QuickOrderPanel.module.css';

interface LineProblem {
  line: number;
  text: string;
  reason: string;
}

/**
 * Quick order (for guests too): pasted lines "KOD ILOŚĆ" or a CSV file, checked here first (a bad
 * quantity is reported on its line without a request), then sent in one request; each line the
 * shop refuses is reported next to its number, the valid lines go in, and the field keeps only
 * the lines to fix.
 */
export function QuickOrderPanel() {
  const { t } = useTranslation('cart');
  const id = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<LineProblem[]>([]);
  const [notice, setNotice] = useState<{ error: boolean; text: string } | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      setText(await file.text());
      setProblems([]);
      setNotice(null);
    } catch {
      setNotice({ error: true, text: t('quickOrder.fileError') });
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseQuickOrder(text);
    if (parsed.entries.length === 0 && parsed.problems.length === 0) {
      setNotice({ error: true, text: t('quickOrder.emptyText') });
      return;
    }
    if (parsed.entries.length > QUICK_ORDER_MAX_LINES) {
      setNotice({ error: true, text: t('quickOrder.tooMany', { max: QUICK_ORDER_MAX_LINES }) });
      return;
    }
    const found: LineProblem[] = parsed.problems.map((problem) => ({ line: problem.line, text: problem.text, reason: t(`quickOrder.reason.${problem.kind}`) }));
    let added = 0;
    if (parsed.entries.length > 0) {
      setBusy(true);
      const outcome = await sendQuickOrderLines(parsed.entries);
      setBusy(false);
      if (!outcome.ok) {
        // Nothing went in: the text stays as it was.
        setProblems(found);
        setNotice({ error: true, text: outcome.message });
        return;
      }
      for (const result of outcome.results) {
        if (result.status === 'added') added += 1;
        // A product for adults whose age popup was declined: named here, with why it is not in the cart.
        else if (result.status === 'ageConfirmationRequired') found.push({ line: result.line, text: keepLines(text, [result.line]).trim(), reason: t('quickOrder.reason.ageDeclined', { name: result.name ?? result.code }) });
        else found.push({ line: result.line, text: keepLines(text, [result.line]).trim(), reason: result.message || t(`quickOrder.reason.${result.status}`) });
      }
    }
    found.sort((a, b) => a.line - b.line);
    setProblems(found);
    setText(keepLines(text, found.map((problem) => problem.line)));
    setNotice(added > 0 ? { error: false, text: t('quickOrder.added', { count: added }) } : null);
  };

  return (
    <section aria-labelledby={`${id}-title`} className={classes.panel}>
      <h2 id={`${id}-title`} className={classes.title}>
        {t('quickOrder.title')}
      </h2>
      <p id={`${id}-intro`} className={classes.intro}>
        {t('quickOrder.intro')}
      </p>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <label htmlFor={`${id}-lines`} className={classes.label}>
          {t('quickOrder.label')}
        </label>
        <textarea
          id={`${id}-lines`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={6}
          spellCheck={false}
          aria-describedby={`${id}-intro${problems.length > 0 ? ` ${id}-problems` : ''}`}
          aria-invalid={problems.length > 0 || undefined}
          placeholder={'PAP-001 10\nDLU-002;5'}
          className={classes.textarea}
        />
        <div className={classes.actions}>
          <label className={`${controls.text} ${classes.file}`}>
            <input type="file" accept=".csv,.txt,text/csv,text/plain" onChange={(event) => void onFile(event)} className={classes.fileInput} />
            {t('quickOrder.file')}
          </label>
          <LoadingButton className={controls.contained} loading={busy}>
            {t('quickOrder.submit')}
          </LoadingButton>
        </div>
      </form>
      <div role="status" className={classes.status}>
        {notice ? <p className={notice.error ? classes.error : classes.success}>{notice.text}</p> : null}
      </div>
      {problems.length > 0 ? (
        <div id={`${id}-problems`} className={classes.problems}>
          <p className={classes.problemsTitle}>{t('quickOrder.problems')}</p>
          <ul>
            {problems.map((problem) => (
              <li key={problem.line}>
                <strong>{t('quickOrder.line', { line: problem.line })}</strong>: <code>{problem.text}</code> – {problem.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

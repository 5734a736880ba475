import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { prepareNetPriceSwitch, useNetPrices } from '../../session/netPrices';
import hidden from '../../ui/visuallyHidden.module.css';
import controls from '../../ui/controls.module.css';
import classes from './NetGrossSwitch.module.css';

interface NetGrossSwitchProps {
  /** 'dark' on the info bar, 'light' in the mobile menu. */
  tone?: 'dark' | 'light';
}

const CHOICES = ['net', 'gross'] as const;
type Choice = (typeof CHOICES)[number];

/**
 * The net/gross price switch (spec §2, §4): a group of two pressed-state buttons, "netto" and
 * "brutto". Every price on every page follows it. Read-only users see it disabled with a note.
 * One tab stop for the group (the first button until another one takes focus); the arrow keys,
 * Home and End move between the buttons.
 */
export function NetGrossSwitch({ tone = 'dark' }: NetGrossSwitchProps) {
  const { t } = useTranslation('prices');
  const { showNetPrices, readOnly, setShowNetPrices } = useNetPrices();
  const id = useId();
  const [tabStop, setTabStop] = useState<Choice>('net');
  const buttons = useRef<Partial<Record<Choice, HTMLButtonElement | null>>>({});
  const value: Choice = showNetPrices ? 'net' : 'gross';

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.shiftKey || event.ctrlKey || event.metaKey) return;
    const index = CHOICES.indexOf(tabStop);
    const next = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: CHOICES.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const choice = CHOICES[(next + CHOICES.length) % CHOICES.length];
    buttons.current[choice]?.focus();
  };

  return (
    <div className={classes.switch}>
      <span id={`${id}-label`} className={classes.label}>
        {t('switch.label')}
      </span>
      <div
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={readOnly ? `${id}-note` : undefined}
        className={`${classes.group} ${tone === 'dark' ? classes.dark : classes.light}`}
        onKeyDown={onKeyDown}
        onPointerEnter={prepareNetPriceSwitch}
        onFocus={prepareNetPriceSwitch}
      >
        {CHOICES.map((choice) => (
          <button
            key={choice}
            ref={(element) => {
              buttons.current[choice] = element;
            }}
            type="button"
            value={choice}
            aria-pressed={value === choice}
            disabled={readOnly}
            tabIndex={tabStop === choice ? 0 : -1}
            onFocus={() => setTabStop(choice)}
            onClick={() => {
              if (choice !== value) void setShowNetPrices(choice === 'net');
            }}
            className={`${controls.buttonBase} ${classes.button}`}
          >
            {t(choice === 'net' ? 'switch.net' : 'switch.gross')}
          </button>
        ))}
      </div>
      {readOnly ? (
        <span id={`${id}-note`} className={hidden.visuallyHidden}>
          {t('switch.readOnly')}
        </span>
      ) : null}
    </div>
  );
}

import { useId, useState, type ReactNode } from 'react';
import { ExpandMoreSvg } from '../../../ui/icons';
import { BREAKPOINTS } from '../../../ui/theme/breakpoints';
import { useMinWidth } from '../../../ui/useMinWidth';
import classes from './Footer.module.css';

/** A footer column: always open on wide screens, a collapsible section on phones (spec §2). */
export function FooterColumn({ title, children, landmark: Landmark = 'nav' }: { title: string; children: ReactNode; landmark?: 'nav' | 'section' }) {
  const phone = !useMinWidth(BREAKPOINTS.md);
  const [open, setOpen] = useState(false);
  const id = useId();
  const expanded = !phone || open;
  return (
    <Landmark aria-labelledby={`${id}-title`} className={classes.column}>
      <h2 id={`${id}-title`} className={phone ? classes.titlePhone : classes.title}>
        {phone ? (
          <button type="button" aria-expanded={open} aria-controls={`${id}-content`} onClick={() => setOpen((value) => !value)} className={classes.toggle}>
            {title}
            <ExpandMoreSvg className={open ? `${classes.chevron} ${classes.chevronOpen}` : classes.chevron} fontSize="medium" />
          </button>
        ) : (
          title
        )}
      </h2>
      <div id={`${id}-content`} hidden={!expanded} className={expanded ? classes.content : classes.contentClosed}>
        {children}
      </div>
    </Landmark>
  );
}

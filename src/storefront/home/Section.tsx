import { Suspense, useId, type ReactNode } from 'react';
import { TextLink } from '../../ui/TextLink';
import { useInView } from '../../ui/useInView';
import classes from './Section.module.css';

/**
 * A titled section of a content page. `deferred` sections render (and fetch) only when they come
 * near the viewport, and their code may load only then (lazy children suspend inside the section);
 * their `minHeight` is kept meanwhile, so nothing moves.
 */
export function Section({ title, children, minHeight, deferred = false, more }: { title: string; children: ReactNode; minHeight?: number; deferred?: boolean; more?: { href: string; label: string } }) {
  const id = useId();
  const { ref, inView } = useInView<HTMLElement>();
  return (
    <section ref={ref} aria-labelledby={id} className={classes.section} style={{ minHeight }}>
      <div className={classes.header}>
        <h2 id={id} className={classes.title}>
          {title}
        </h2>
        {more ? (
          <TextLink href={more.href} underline="hover" className={classes.more}>
            {more.label}
          </TextLink>
        ) : null}
      </div>
      {!deferred ? children : inView ? <Suspense fallback={null}>{children}</Suspense> : null}
    </section>
  );
}

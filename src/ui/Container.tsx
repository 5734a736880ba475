import { forwardRef, type HTMLAttributes } from 'react';
import classes from './Container.module.css';

type ContainerProps = HTMLAttributes<HTMLElement> & { component?: 'div' | 'main' | 'section' | 'header' | 'footer' | 'nav' };

/** The page-width container of the theme (MUI's Container, maxWidth xl) as a plain element. */
export const Container = forwardRef<HTMLElement, ContainerProps>(function Container({ component: Component = 'div', className, ...props }, ref) {
  return <Component ref={ref as never} className={className ? `${classes.container} ${className}` : classes.container} {...props} />;
});

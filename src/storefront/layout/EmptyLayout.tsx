import { Outlet } from 'react-router';
import classes from './Layouts.module.css';

/** The empty layout (spec §2): the page alone, e.g. inside an iframe or a punch-out frame. */
export function EmptyLayout() {
  return (
    <main id="main-content" tabIndex={-1} className={classes.empty}>
      <Outlet />
    </main>
  );
}

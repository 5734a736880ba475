import { NetGrossSwitch } from '../../prices/NetGrossSwitch';
import { HelpDropdown } from './HelpDropdown';
import classes from './InfoBars.module.css';

/** The net/gross switch and help of the info bar on wide screens (phones have them in the menu). */
export default function InfoBarTools() {
  return (
    <div className={classes.tools}>
      <NetGrossSwitch />
      <HelpDropdown />
    </div>
  );
}

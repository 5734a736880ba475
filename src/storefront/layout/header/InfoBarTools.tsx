import Box from '@mui/material/Box';
import { NetGrossSwitch } from '../../prices/NetGrossSwitch';
import { HelpDropdown } from './HelpDropdown';

/** The net/gross switch and help of the info bar on wide screens (phones have them in the menu). */
export default function InfoBarTools() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <NetGrossSwitch />
      <HelpDropdown />
    </Box>
  );
}

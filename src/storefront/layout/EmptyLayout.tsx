import Box from '@mui/material/Box';
import { Outlet } from 'react-router';

/** The empty layout (spec §2): the page alone, e.g. inside an iframe or a punch-out frame. */
export function EmptyLayout() {
  return (
    <Box component="main" id="main-content" tabIndex={-1} sx={{ minHeight: '100vh', outline: 'none', p: 2 }}>
      <Outlet />
    </Box>
  );
}

import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Spec §2: at most 410 px high on wide screens, 300 px in the finder and menu variants. */
export const POPUP_MAX_HEIGHT = { header: 410, compact: 300 } as const;

interface AutocompletePopupProps {
  variant: keyof typeof POPUP_MAX_HEIGHT;
  children: ReactNode;
}

/** The dropdown under an autocomplete field. */
export function AutocompletePopup({ variant, children }: AutocompletePopupProps) {
  return (
    <Paper
      elevation={8}
      sx={{
        position: 'absolute',
        top: 'calc(100% + 4px)',
        left: 0,
        right: 0,
        zIndex: (theme) => theme.zIndex.modal - 10,
        border: 1,
        overflow: 'hidden',
        // The listbox itself scrolls (the combobox's popup), so the keyboard reaches every option.
        '& [role="listbox"]': { maxHeight: { xs: POPUP_MAX_HEIGHT.compact, md: POPUP_MAX_HEIGHT[variant] }, overflowY: 'auto' },
        borderColor: 'divider',
      }}
    >
      {children}
    </Paper>
  );
}

/** A heading of an option group (not an option itself). */
export function GroupLabel({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Typography id={id} role="presentation" component="div" sx={{ px: 1.5, pt: 1, pb: 0.5, fontSize: '1.2rem', fontWeight: 700, color: 'text.secondary', textTransform: 'uppercase', letterSpacing: 0.4 }}>
      {children}
    </Typography>
  );
}

interface OptionProps {
  id: string;
  active: boolean;
  onChoose: () => void;
  onHover: () => void;
  children: ReactNode;
}

/** One option: chosen by click or Enter; the field keeps the focus. */
export function ComboOption({ id, active, onChoose, onHover, children }: OptionProps) {
  return (
    <Box
      id={id}
      role="option"
      aria-selected={active}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
      onMouseMove={onHover}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 1.5,
        py: 0.75,
        cursor: 'pointer',
        bgcolor: active ? 'action.selected' : 'transparent',
        outline: active ? '2px solid' : 'none',
        outlineColor: 'primary.main',
        outlineOffset: -2,
        '&:hover': { bgcolor: 'action.hover' },
      }}
    >
      {children}
    </Box>
  );
}

/** "Brak wyników wyszukiwania." and similar, announced politely. */
export function PopupMessage({ children }: { children: ReactNode }) {
  return (
    <Typography component="p" role="status" sx={{ px: 1.5, py: 1.5, fontSize: '1.4rem', color: 'text.secondary' }}>
      {children}
    </Typography>
  );
}

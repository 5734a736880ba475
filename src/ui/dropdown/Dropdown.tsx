import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import type { ReactNode } from 'react';
import { useDisclosure } from './useDisclosure';

interface DropdownProps {
  /** The button's content. */
  label: ReactNode;
  /** The button's accessible name when its content is only an icon on small screens. */
  ariaLabel?: string;
  startIcon?: ReactNode;
  /** The panel; gets `close` to call after a choice. */
  children: (close: () => void) => ReactNode;
  /** Panel width (px or rem string). */
  width?: number | string;
  align?: 'left' | 'right';
  color?: ButtonProps['color'];
  buttonSx?: ButtonProps['sx'];
  hideChevronBelow?: 'md' | 'lg';
}

/**
 * A light dropdown for the header (help, account): a disclosure button and a panel below it.
 * No popper and no portal, so it costs almost nothing on first paint.
 */
export function Dropdown({ label, ariaLabel, startIcon, children, width = 320, align = 'right', color = 'inherit', buttonSx, hideChevronBelow }: DropdownProps) {
  const { open, close, panelId, wrapperProps, buttonProps } = useDisclosure();
  return (
    <Box {...wrapperProps} sx={{ position: 'relative', display: 'inline-flex' }}>
      <Button
        {...buttonProps}
        color={color}
        aria-label={ariaLabel}
        startIcon={startIcon}
        endIcon={
          <KeyboardArrowDownIcon
            sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none', display: hideChevronBelow ? { xs: 'none', [hideChevronBelow]: 'block' } : undefined }}
          />
        }
        sx={{ minWidth: 44, minHeight: 40, ...(buttonSx as object) }}
      >
        {label}
      </Button>
      {open ? (
        <Box
          id={panelId}
          sx={{
            position: 'absolute',
            top: 'calc(100% + 4px)',
            [align]: 0,
            zIndex: 1200,
            width,
            maxWidth: 'calc(100vw - 16px)',
            bgcolor: 'background.paper',
            color: 'text.primary',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1.5,
            boxShadow: '0 8px 24px rgba(15, 23, 42, 0.16)',
            p: 2,
            fontSize: '1.4rem',
          }}
        >
          {children(() => close(true))}
        </Box>
      ) : null}
    </Box>
  );
}

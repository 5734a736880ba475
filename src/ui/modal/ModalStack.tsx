import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { ThemeScope } from '../theme/ThemeScope';
import { useTranslation } from '../../i18n/useTranslation';
import { useStore } from '../../session/createStore';
import { closeModal, modalStore, type ModalButton, type ModalEntry } from './modalStore';

const COLOR = { primary: 'primary', secondary: 'inherit', danger: 'error' } as const;

function FooterButton({ button, onDone }: { button: ModalButton; onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  const theme = button.theme ?? 'secondary';
  return (
    <Button
      variant={theme === 'secondary' ? 'outlined' : 'contained'}
      color={COLOR[theme]}
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await button.action?.();
          if (!button.keepOpen) onDone();
        } finally {
          setBusy(false);
        }
      }}
    >
      {button.mobileText ? (
        <>
          <Box component="span" sx={{ display: { xs: 'none', tablet: 'inline' } }}>
            {button.text}
          </Box>
          <Box component="span" sx={{ display: { xs: 'inline', tablet: 'none' } }}>
            {button.mobileText}
          </Box>
        </>
      ) : (
        button.text
      )}
    </Button>
  );
}

function StackedModal({ modal }: { modal: ModalEntry }) {
  const { t } = useTranslation();
  const titleId = `modal-${modal.id}-title`;
  const close = () => closeModal(modal.id);
  return (
    <Dialog
      open
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: modal.wide ? '100rem' : '69.2rem', m: { xs: 1.5, tablet: 4 }, width: '100%' } } }}
    >
      <DialogTitle id={titleId} sx={{ pr: 7, fontSize: '1.8rem', fontWeight: 700 }}>
        {modal.title}
      </DialogTitle>
      <IconButton aria-label={t('actions.close')} onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ fontSize: '1.5rem' }}>{modal.content}</DialogContent>
      {modal.buttons?.length ? (
        <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
          {modal.buttons.map((button) => (
            <FooterButton key={button.text} button={button} onDone={close} />
          ))}
        </DialogActions>
      ) : null}
    </Dialog>
  );
}

/** Every open modal, the last on top (MUI's modal manager locks the page scroll while any is open). */
export default function ModalStack() {
  const stack = useStore(modalStore);
  return (
    <ThemeScope>
      {stack.map((modal) => (
        <StackedModal key={modal.id} modal={modal} />
      ))}
    </ThemeScope>
  );
}

import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../session/createStore';
import { closeMessage, messageStore } from './messageStore';

/** A modal with a title, the message, an OK button and a close icon. */
export function MessageModal() {
  const { t } = useTranslation();
  const message = useStore(messageStore);
  return (
    <Dialog open={Boolean(message)} onClose={closeMessage} aria-labelledby="message-modal-title" maxWidth="sm" fullWidth>
      <DialogTitle id="message-modal-title" sx={{ pr: 7 }}>
        {message?.title}
      </DialogTitle>
      <IconButton aria-label={t('actions.close')} onClick={closeMessage} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent>
        {message?.subject ? (
          <Typography component="p" sx={{ fontWeight: 700, mb: 1 }}>
            {message.subject}
          </Typography>
        ) : null}
        <Typography component="p">{message?.text}</Typography>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={closeMessage}>
          {t('actions.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessageOr } from '../../../api/ApiError';
import { subscribeNewsletter } from '../../../generated/api/content-and-reports/content-and-reports';
import { useSession } from '../../../session';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The tile in the reserved slot of a listing page (spec §6): guests and users not subscribed to
 * the newsletter are invited to sign up (POST newsletter/subscriptions).
 */
export function NewsletterTile() {
  const { t } = useTranslation(['catalogue', 'common']);
  const id = useId();
  const { currentUser } = useSession();
  const [email, setEmail] = useState(currentUser?.user.email ?? '');
  const [agreed, setAgreed] = useState(false);
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const emailError = touched && !EMAIL.test(email.trim()) ? (email.trim() ? t('common:validation.email') : t('common:validation.required')) : '';
  const agreementError = touched && !agreed ? t('common:validation.required') : '';

  const submit = async () => {
    setTouched(true);
    if (!EMAIL.test(email.trim()) || !agreed) return;
    setSending(true);
    try {
      const response: unknown = await subscribeNewsletter({ email: email.trim(), agreement: true, source: 'listing' });
      const message = response && typeof response === 'object' && 'message' in response ? String((response as { message: unknown }).message) : '';
      if (!message) throw new Error('Unexpected response');
      setResult({ ok: true, text: message });
    } catch (error) {
      setResult({ ok: false, text: serverMessageOr(error, t('catalogue:newsletter.failed')) });
    } finally {
      setSending(false);
    }
  };

  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={`${id}-title`}
      sx={{ height: '100%', p: { xs: 1.5, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 1, bgcolor: '#eef4fa', borderColor: 'primary.light' }}
    >
      <MarkEmailReadOutlinedIcon sx={{ fontSize: 40, color: 'primary.main' }} aria-hidden="true" />
      <Typography component="h2" id={`${id}-title`} sx={{ fontSize: '1.7rem', fontWeight: 700, lineHeight: 1.3 }}>
        {t('catalogue:newsletter.title')}
      </Typography>
      <Typography component="p" sx={{ fontSize: '1.3rem' }}>
        {t('catalogue:newsletter.text')}
      </Typography>
      {result?.ok ? (
        <Typography component="p" role="status" sx={{ fontSize: '1.3rem', fontWeight: 500, color: 'success.main', mt: 'auto' }}>
          {result.text}
        </Typography>
      ) : (
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
          sx={{ mt: 'auto', display: 'flex', flexDirection: 'column', gap: 1 }}
        >
          <TextField
            size="small"
            type="email"
            label={t('catalogue:newsletter.email')}
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={Boolean(emailError)}
            helperText={emailError || undefined}
            sx={{ bgcolor: 'background.paper' }}
          />
          <FormControlLabel
            control={<Checkbox size="small" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />}
            label={t('catalogue:newsletter.agreement')}
            slotProps={{ typography: { sx: { fontSize: '1.1rem', lineHeight: 1.35 } } }}
            sx={{ alignItems: 'flex-start', mr: 0, '& .MuiCheckbox-root': { pt: 0.25 } }}
          />
          {agreementError ? (
            <Typography component="p" sx={{ fontSize: '1.2rem', color: 'error.main' }}>
              {agreementError}
            </Typography>
          ) : null}
          {result && !result.ok ? (
            <Typography component="p" role="alert" sx={{ fontSize: '1.2rem', color: 'error.main' }}>
              {result.text}
            </Typography>
          ) : null}
          <Button type="submit" variant="contained" loading={sending}>
            {t('catalogue:newsletter.submit')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}

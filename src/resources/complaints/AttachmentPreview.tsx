import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { apiFetch } from '../../api/mutator';
import type { ComplaintAttachment } from '../../generated/model';
import { saveFile } from '../ui/saveFile';
import { contentTypeOf } from '../../domain/complaints';
import { isPreviewableImage } from './wizard/attachmentFiles';

type Loaded = { state: 'loading' } | { state: 'ready'; blob: Blob; url: string } | { state: 'missing' };

/**
 * One file attached to a complaint. The file is fetched through the one HTTP layer (the API's URL is
 * relative to its root) into a Blob: a picture is shown, any other file (HEIC, PDF) is saved on a
 * click. A file the server no longer has (or never had: seeded complaints keep only the name) is named
 * as not available.
 */
export function AttachmentPreview({ attachment }: { attachment: ComplaintAttachment }) {
  const { t } = useTranslation('account');
  const [loaded, setLoaded] = useState<Loaded>(attachment.url ? { state: 'loading' } : { state: 'missing' });
  const picture = isPreviewableImage(attachment.fileName);

  useEffect(() => {
    if (!attachment.url) return undefined;
    const controller = new AbortController();
    let url: string | undefined;
    apiFetch<Blob>({ url: attachment.url.startsWith('/') ? attachment.url : `/${attachment.url}`, method: 'GET', responseType: 'blob', signal: controller.signal, headers: { Accept: '*/*' } })
      .then((blob) => {
        url = URL.createObjectURL(blob);
        setLoaded({ state: 'ready', blob, url });
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ state: 'missing' });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [attachment.url]);

  return (
    <Box component="figure" sx={{ m: 0, width: { xs: '100%', sm: 200 }, display: 'grid', gap: 0.5, alignContent: 'start' }}>
      {loaded.state === 'loading' ? (
        <Skeleton variant="rounded" height={picture ? 150 : 40} aria-label={t('complaints.attachments.loading', { name: attachment.fileName })} role="status" />
      ) : loaded.state === 'ready' && picture ? (
        <Box
          component="img"
          src={loaded.url}
          alt={t('complaints.attachments.picture', { name: attachment.fileName })}
          sx={{ width: '100%', height: 150, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: 'background.default' }}
        />
      ) : loaded.state === 'ready' ? (
        <Button
          variant="outlined"
          startIcon={<DownloadOutlined />}
          onClick={() => saveFile(loaded.blob, attachment.fileName, contentTypeOf(attachment.fileName))}
          sx={{ justifyContent: 'flex-start', overflowWrap: 'anywhere', textAlign: 'left' }}
        >
          {t('complaints.attachments.save', { name: attachment.fileName })}
        </Button>
      ) : null}
      <Typography component="figcaption" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {attachment.fileName}
        {loaded.state === 'missing' ? (
          <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
            {t('complaints.attachments.unavailable')}
          </Box>
        ) : null}
      </Typography>
    </Box>
  );
}

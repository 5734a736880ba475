import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import { base64DecodedSize, COMPLAINT_FILE_RULES, extensionList, fileExtension } from '../../../domain/complaints';
import type { ComplaintAttachmentInput } from '../../../generated/model';
import { useLocale } from '../../../routing/routes';
import { visuallyHidden } from '../../orders/orderFormat';
import { contentTypeOf } from '../../../domain/complaints';
import { formatFileSize, isPreviewableImage, readFileAsBase64, sortChosenFiles, type RefusedFileProblem } from './attachmentFiles';

interface AttachmentsFieldProps {
  /** The id of the button that adds files (a refusal of the server focuses it). */
  id: string;
  files: ComplaintAttachmentInput[];
  onChange: (files: ComplaintAttachmentInput[]) => void;
  /** The server's refusal of a file (400 at items.N.attachments). */
  serverError?: string;
}

const ACCEPT = COMPLAINT_FILE_RULES.extensions.map((extension) => `.${extension}`).join(',');

/**
 * The item's attachments: photos of the damage, scans of documents. Each chosen file is checked by the
 * §5 rules first; a refused one is named with the §5 message beside the field and not added (nothing
 * already attached is lost); the accepted ones are read as base64 for POST complaints.
 */
export function AttachmentsField({ id, files, onChange, serverError }: AttachmentsFieldProps) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const errorId = useId();
  const [refused, setRefused] = useState<{ name: string; problem: RefusedFileProblem | { rule: 'unreadable' } }[]>([]);
  const [reading, setReading] = useState(false);

  const message = (problem: RefusedFileProblem | { rule: 'unreadable' }): string => {
    switch (problem.rule) {
      case 'fileSize':
        return t('complaints.wizard.errors.fileSize', { size: problem.size });
      case 'fileExtension':
        return t('complaints.wizard.errors.fileExtension', { extensions: problem.extensions });
      case 'tooManyFiles':
        return t('complaints.wizard.errors.tooManyFiles', { count: problem.max });
      default:
        return t('complaints.wizard.errors.unreadable');
    }
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    // The same file may be chosen again after it was removed.
    event.target.value = '';
    if (!chosen.length) return;
    const sorted = sortChosenFiles(chosen, files.length);
    const problems: typeof refused = sorted.refused.map(({ file, problem }) => ({ name: file.name, problem }));
    setReading(true);
    const read: ComplaintAttachmentInput[] = [];
    for (const file of sorted.accepted) {
      try {
        read.push({ fileName: file.name, data: await readFileAsBase64(file) });
      } catch {
        problems.push({ name: file.name, problem: { rule: 'unreadable' } });
      }
    }
    setReading(false);
    setRefused(problems);
    if (read.length) onChange([...files, ...read]);
  };

  const remove = (index: number) => {
    setRefused([]);
    onChange(files.filter((_, candidate) => candidate !== index));
  };

  const hasError = refused.length > 0 || Boolean(serverError);
  return (
    <Box>
      <Typography component="span" sx={{ display: 'block', fontWeight: 600, mb: 0.5 }}>
        {t('complaints.wizard.items.attachments')}
      </Typography>
      <Box
        component="input"
        ref={input}
        type="file"
        multiple
        accept={ACCEPT}
        tabIndex={-1}
        aria-hidden
        data-testid={`${id}-input`}
        onChange={(event) => void choose(event)}
        sx={visuallyHidden}
      />
      <Button
        id={id}
        variant="outlined"
        startIcon={<AttachFileIcon />}
        onClick={() => input.current?.click()}
        disabled={reading || files.length >= COMPLAINT_FILE_RULES.maxFilesPerItem}
        aria-describedby={`${hintId}${hasError ? ` ${errorId}` : ''}`}
      >
        {reading ? t('complaints.wizard.items.reading') : t('complaints.wizard.items.addFiles')}
      </Button>
      <FormHelperText id={hintId}>
        {t('complaints.wizard.items.attachmentsHint', { extensions: extensionList(), size: COMPLAINT_FILE_RULES.maxSizeMb, count: COMPLAINT_FILE_RULES.maxFilesPerItem })}
      </FormHelperText>
      <Box id={errorId} role="alert">
        {serverError ? <FormHelperText error>{serverError}</FormHelperText> : null}
        {refused.map(({ name, problem }, index) => (
          <FormHelperText error key={`${name}-${index}`} sx={{ overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ fontWeight: 700 }}>
              {name}
            </Box>
            {' – '}
            <span>{message(problem)}</span>
          </FormHelperText>
        ))}
      </Box>
      {files.length ? (
        <Box component="ul" aria-label={t('complaints.wizard.items.attached', { count: files.length })} sx={{ listStyle: 'none', m: 0, mt: 1, p: 0, display: 'grid', gap: 0.75 }}>
          {files.map((file, index) => (
            <Box component="li" key={`${file.fileName}-${index}`} sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
              {isPreviewableImage(file.fileName) ? (
                <Box
                  component="img"
                  src={`data:${contentTypeOf(file.fileName)};base64,${file.data}`}
                  alt=""
                  sx={{ width: 40, height: 40, objectFit: 'cover', borderRadius: 0.5, border: 1, borderColor: 'divider', flexShrink: 0 }}
                />
              ) : (
                <InsertDriveFileOutlined sx={{ width: 40, color: 'text.secondary', flexShrink: 0 }} aria-hidden />
              )}
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {file.fileName}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {fileExtension(file.fileName).toUpperCase()} · {formatFileSize(base64DecodedSize(file.data) ?? 0, locale)}
                </Typography>
              </Box>
              <IconButton onClick={() => remove(index)} aria-label={t('complaints.wizard.items.removeFile', { name: file.fileName })}>
                <DeleteOutlineIcon />
              </IconButton>
            </Box>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

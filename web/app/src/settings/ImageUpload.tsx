import Upload from '@mui/icons-material/UploadFile';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, loose } from '../forms/messages.ts';

export const maxImageBytes = 5 * 1024 * 1024;

interface ImageUploadProps {
  src: string | null | undefined;
  fallback: string;
  label: string;
  hint: string;
  upload: (file: File) => Promise<string>;
  onUploaded: (url: string) => void;
  onMessage: (severity: 'success' | 'error', message: string) => void;
  successKey: string;
  failureKey: string;
  disabled?: boolean;
  variant?: 'circular' | 'rounded';
}

/** Picks an image, checks type and size before sending, and shows the stored image the server returns. */
export function ImageUpload(props: ImageUploadProps) {
  const { t } = useTranslation();
  const say = loose(t);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [busy, setBusy] = useState(false);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) return props.onMessage('error', t('upload.notImage'));
    if (file.size > maxImageBytes) return props.onMessage('error', t('upload.tooLarge'));
    setBusy(true);
    try {
      const url = await props.upload(file);
      props.onUploaded(url);
      props.onMessage('success', say(props.successKey));
    } catch (error) {
      props.onMessage('error', errorText(t, error, props.failureKey));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Avatar
        src={props.src ?? undefined}
        alt=""
        variant={props.variant}
        sx={{ width: 80, height: 80, fontSize: 32, bgcolor: 'primary.main' }}
      >
        {props.fallback}
      </Avatar>
      <Box>
        <input
          ref={input}
          type="file"
          accept="image/*"
          hidden
          onChange={(event) => void choose(event)}
          data-testid="image-input"
        />
        <Button
          variant="outlined"
          startIcon={<Upload />}
          onClick={() => input.current?.click()}
          disabled={busy || props.disabled}
          aria-describedby={hintId}
        >
          {busy ? t('upload.uploading') : props.label}
        </Button>
        <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {props.hint}
        </Typography>
      </Box>
    </Box>
  );
}

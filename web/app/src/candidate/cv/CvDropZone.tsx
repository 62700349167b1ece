import UploadFile from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A PDF drop zone with a real button for keyboard users. The chosen file goes to `onFile`; the input is
 * always cleared, so picking the same file again after a rejection works.
 */
export function CvDropZone({
  onFile,
  disabled,
  progress,
  uploadingText,
  inputId,
  testId = 'cv-drop-zone',
}: {
  onFile: (file: File) => void;
  disabled?: boolean;
  /** 0..100 while uploading, null otherwise. */
  progress?: number | null;
  uploadingText?: ReactNode;
  inputId?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const generated = useId();
  const id = inputId ?? `cv-file-${generated}`;
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const uploading = progress !== null && progress !== undefined;

  const take = (files: FileList | null) => {
    const file = files?.[0];
    if (input.current) input.current.value = '';
    if (file && !disabled) onFile(file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };

  return (
    <Box
      data-testid={testId}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: dragging ? 'primary.main' : 'divider',
        bgcolor: dragging ? 'action.hover' : 'background.paper',
        borderRadius: 2,
        p: { xs: 2, sm: 3 },
        textAlign: 'center',
        display: 'grid',
        gap: 1.5,
        justifyItems: 'center',
      }}
    >
      <UploadFile color={dragging ? 'primary' : 'action'} sx={{ fontSize: 40 }} aria-hidden />
      <Typography>{dragging ? t('cvManager.dropZoneActive') : t('cvManager.dropZone')}</Typography>
      <input
        ref={input}
        id={id}
        type="file"
        accept="application/pdf,.pdf"
        hidden
        disabled={disabled}
        onChange={(event) => take(event.target.files)}
      />
      <Button
        variant="outlined"
        onClick={() => input.current?.click()}
        disabled={disabled}
        aria-describedby={`${id}-help`}
      >
        {t('cvManager.choose')}
      </Button>
      <Typography id={`${id}-help`} variant="body2" color="text.secondary">
        {t('cvManager.helper')}
      </Typography>
      {uploading && (
        <Box sx={{ width: '100%', maxWidth: 420 }} role="status">
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            {uploadingText}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={progress}
            aria-label={t('cvManager.uploadProgress')}
            data-testid="upload-progress"
          />
        </Box>
      )}
    </Box>
  );
}

import Bookmark from '@mui/icons-material/Bookmark';
import BookmarkBorder from '@mui/icons-material/BookmarkBorder';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedJobs } from './useSavedJobs.ts';

/** Save / Saved toggle; rendered only for users who may save jobs. */
export function SaveJobButton({
  jobId,
  saved,
  label,
  disabled,
  size,
}: {
  jobId: string;
  saved: SavedJobs;
  label: 'save' | 'saveJob';
  disabled?: boolean;
  size?: ButtonProps['size'];
}) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  if (!saved.canSave) return null;
  const isSaved = saved.isSaved(jobId);
  return (
    <Button
      size={size}
      variant={isSaved ? 'contained' : 'outlined'}
      color={failed ? 'error' : 'primary'}
      aria-pressed={isSaved}
      title={failed ? t('jobs.saveFailed') : undefined}
      disabled={disabled || saved.busy(jobId)}
      startIcon={isSaved ? <Bookmark /> : <BookmarkBorder />}
      onClick={() => void saved.toggle(jobId).then((ok) => setFailed(!ok))}
    >
      {isSaved ? t('jobs.saved') : t(`jobs.${label}`)}
    </Button>
  );
}

import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { cvDisplayStatus } from './cvRules.ts';

const colors = { current: 'success', processing: 'info', error: 'error', uploaded: 'default' } as const;

export function CvStatusChip({ status }: { status: string }) {
  const { t } = useTranslation();
  const shown = cvDisplayStatus(status);
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colors[shown]}
      label={t(`cvManager.status.${shown}`)}
      data-testid="cv-status"
      data-status={status}
    />
  );
}

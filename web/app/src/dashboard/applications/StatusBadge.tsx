import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { ApplicationStatus } from './types.ts';
import { loose } from '../../forms/messages.ts';
import { statusSx } from './format.ts';

export function StatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      data-testid="application-status"
      label={loose(t)(`companyApplications.status.${status}`)}
      sx={{ ...(statusSx[status] ?? statusSx.SUBMITTED), fontWeight: 600 }}
    />
  );
}

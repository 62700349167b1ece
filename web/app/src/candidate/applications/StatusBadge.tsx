import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { DisplayStatus } from '../../api/applications-candidate.ts';
import { badgeColors } from './status.ts';

export function StatusBadge({ status }: { status: DisplayStatus }) {
  const { t } = useTranslation();
  const colors = badgeColors[status];
  return (
    <Chip
      size="small"
      label={t(`myApplicationStatus.${status}`)}
      data-testid="application-status"
      data-status={status}
      sx={{ bgcolor: colors.bg, color: colors.fg, fontWeight: 600 }}
    />
  );
}

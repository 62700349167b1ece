import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { ReviewRequestStatus } from '../api/review-requests.ts';

const statusColor: Record<ReviewRequestStatus, 'warning' | 'success' | 'default' | 'info'> = {
  OPEN: 'warning',
  ACCEPTED: 'success',
  DECLINED: 'default',
  COMPLETED: 'info',
};

/** A request's state, as the candidate and the company both see it (one display, one state type). */
export function ReviewStatusChip({ status }: { status: ReviewRequestStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" color={statusColor[status]} label={t(`reviewRequests.statuses.${status}`)} />;
}

import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { ApplicationStatus } from './types.ts';
import { loose } from '../../forms/messages.ts';
import type { BulkReport } from './useStatusActions.ts';
import { sentence } from '../../i18n/isolate.tsx';

const bulkActions: { status: ApplicationStatus; key: string; color: 'primary' | 'secondary' | 'success' | 'error' }[] =
  [
    { status: 'REVIEWING', key: 'moveToReview', color: 'primary' },
    { status: 'INTERVIEW_SCHEDULED', key: 'scheduleInterview', color: 'secondary' },
    { status: 'OFFERED', key: 'sendOffer', color: 'success' },
    { status: 'REJECTED', key: 'reject', color: 'error' },
  ];

/** The spec's bulk bar, shown in react-admin's bulk toolbar over the selected rows. */
export function BulkStatusButtons({
  busy,
  onAction,
}: {
  busy: boolean;
  onAction: (status: ApplicationStatus) => void;
}) {
  const { t } = useTranslation();
  const say = loose(t);
  return (
    <Box
      role="region"
      aria-label={t('companyApplications.bulk.label')}
      data-testid="bulk-bar"
      className="no-print"
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
    >
      {bulkActions.map((action) => (
        <Button
          key={action.status}
          size="small"
          variant="contained"
          color={action.color}
          disabled={busy}
          onClick={() => onAction(action.status)}
        >
          {say(`companyApplications.bulk.${action.key}`)}
        </Button>
      ))}
    </Box>
  );
}

/** What one bulk call did to each application. */
export function BulkReportAlert({ report, onClose }: { report: BulkReport | null; onClose: () => void }) {
  const { t } = useTranslation();
  const say = loose(t);
  if (!report) return null;
  return (
    <Alert
      severity={report.failures.length === 0 ? 'success' : report.ok === 0 ? 'error' : 'warning'}
      onClose={onClose}
      data-testid="bulk-report"
      className="no-print"
      role="status"
    >
      <AlertTitle>
        {t('companyApplications.bulk.report', {
          ok: report.ok,
          total: report.total,
          status: say(`companyApplications.status.${report.status}`),
        })}
      </AlertTitle>
      {report.failures.length > 0 && (
        <Box component="ul" sx={{ m: 0, paddingInlineStart: 2 }}>
          {report.failures.map((failure) => (
            <li key={failure.id}>
              {sentence(t, 'companyApplications.bulk.failure', { name: failure.name }, { message: failure.message })}
            </li>
          ))}
        </Box>
      )}
    </Alert>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import { useDataProvider } from 'react-admin';
import { useTranslation } from 'react-i18next';
import type { DashboardDataProvider } from '../../dataProvider.ts';
import type { HumanInterview } from './types.ts';
import { useLoad } from '../../../api/useLoad.ts';
import { ScheduleForm } from './ScheduleForm.tsx';

/** Who is scheduled: one application, several (bulk), or an existing interview moved (reschedule). */
export type ScheduleTarget =
  | { kind: 'one'; applicationId: string; name: string }
  | { kind: 'many'; applicationIds: string[] }
  | { kind: 'reschedule'; interview: HumanInterview; name: string };

export type ScheduleOutcome =
  { kind: 'one' | 'reschedule'; interview: HumanInterview } | { kind: 'many'; ok: number; total: number };

/** The scheduling form: date, time and zone, length, type, place or link, interviewers and a note to the candidate. */
export function ScheduleDialog({
  target,
  onClose,
  onDone,
}: {
  target: ScheduleTarget | null;
  onClose: () => void;
  onDone: (outcome: ScheduleOutcome) => void;
}) {
  return (
    <Dialog open={Boolean(target)} onClose={onClose} aria-labelledby="schedule-dialog-title" fullWidth maxWidth="sm">
      {target && <ScheduleBody target={target} onClose={onClose} onDone={onDone} />}
    </Dialog>
  );
}

/** Loads the form's choices when the dialog opens. */
function ScheduleBody({
  target,
  onClose,
  onDone,
}: {
  target: ScheduleTarget;
  onClose: () => void;
  onDone: (outcome: ScheduleOutcome) => void;
}) {
  const { t } = useTranslation();
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const options = useLoad(() => dataProvider.scheduleOptions(), []);
  return (
    <>
      <DialogTitle id="schedule-dialog-title">
        {target.kind === 'many'
          ? t('humanInterviews.dialog.scheduleMany', { count: target.applicationIds.length })
          : target.kind === 'reschedule'
            ? t('humanInterviews.dialog.reschedule')
            : t('humanInterviews.dialog.schedule')}
      </DialogTitle>
      {options.data ? (
        <ScheduleForm target={target} options={options.data} onClose={onClose} onDone={onDone} />
      ) : (
        <DialogContent>
          {options.error !== undefined && !options.loading ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={options.reload}>
                  {t('common.tryAgain')}
                </Button>
              }
            >
              {t('humanInterviews.dialog.optionsFailed')}
            </Alert>
          ) : (
            <Skeleton variant="rounded" height={320} aria-label={t('humanInterviews.dialog.loading')} />
          )}
        </DialogContent>
      )}
    </>
  );
}

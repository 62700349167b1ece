import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useDelete, useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { CompanyJob, JobAction } from './types.ts';
import { JobActionDialog, type PendingAction } from './JobActionDialog.tsx';

/** The state action the list offers: the server's allowed actions, less close and delete (shown apart). */
export const stateActionOf = (job: CompanyJob): JobAction | undefined =>
  job.actions?.find((action) => action !== 'close' && action !== 'delete');

/** Edit, View Applications, the state action and delete of one job row; writes go through the data provider. */
export function JobRowActions() {
  const job = useRecordContext<CompanyJob>();
  const { t } = useTranslation();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [update, { isPending: updating }] = useUpdate<CompanyJob>();
  const [remove, { isPending: deleting }] = useDelete<CompanyJob>();
  if (!job || job.status === 'DELETED') return null;

  const settled = (action: JobAction) => ({
    onSuccess: () => {
      notify(t(`jobManagement.success.${action}`), { type: 'success' });
      refresh();
    },
    onError: () => notify(t(`jobManagement.failure.${action}`), { type: 'error' }),
  });
  const run = (action: JobAction, deadline?: string) => {
    if (action === 'delete') {
      remove('jobs', { id: job.id, previousData: job }, { mutationMode: 'pessimistic', ...settled(action) });
      return;
    }
    update(
      'jobs',
      { id: job.id, data: deadline ? { deadline } : {}, previousData: job, meta: { action } },
      { mutationMode: 'pessimistic', ...settled(action) },
    );
  };

  const action = stateActionOf(job);
  const busy = updating || deleting;
  const base = `/dashboard/jobs/${encodeURIComponent(job.id)}`;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button size="small" variant="outlined" component={RouterLink} to={base}>
        {t('jobManagement.edit')}
      </Button>
      <Button size="small" variant="outlined" component={RouterLink} to={`${base}/applications`}>
        {t('jobManagement.viewApplications')}
      </Button>
      {action && (
        <Button
          size="small"
          variant="contained"
          disabled={busy}
          onClick={() => (action === 'activate' ? run(action) : setPending({ job, action }))}
        >
          {t(`jobManagement.action.${action}`)}
        </Button>
      )}
      <Button
        size="small"
        color="error"
        startIcon={<DeleteOutline />}
        disabled={busy}
        onClick={() => setPending({ job, action: 'delete' })}
      >
        {t('jobManagement.delete')}
      </Button>
      <JobActionDialog
        key={pending ? pending.action : 'none'}
        pending={pending}
        onCancel={() => setPending(null)}
        onConfirm={(deadline) => {
          if (pending) run(pending.action, deadline);
          setPending(null);
        }}
      />
    </Box>
  );
}

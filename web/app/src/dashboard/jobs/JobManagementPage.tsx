import Add from '@mui/icons-material/Add';
import Refresh from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { companyJobsApi, type CompanyJob, type JobAction } from '../../api/jobs.ts';
import { useLoad } from '../../api/useLoad.ts';
import { PageSpinner } from '../../auth/guards.tsx';
import { employmentTypes, jobStatuses } from '../../jobs/jobOptions.ts';
import { CompanyJobCard } from './CompanyJobCard.tsx';
import { JobActionDialog, type PendingAction } from './JobActionDialog.tsx';

const nextStatus: Record<JobAction, CompanyJob['status']> = {
  publish: 'ACTIVE',
  activate: 'ACTIVE',
  reopen: 'ACTIVE',
  pause: 'PAUSED',
  close: 'CLOSED',
  delete: 'DELETED',
};

/** /dashboard/jobs: search (500 ms), status and type are in the address and applied by the server. */
export function JobManagementPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const status = (jobStatuses as readonly string[]).includes(params.get('status') ?? '') ? params.get('status')! : '';
  const type = (employmentTypes as readonly string[]).includes(params.get('type') ?? '') ? params.get('type')! : '';
  const [term, setTerm] = useState(search);
  const [created] = useState(params.get('created') === 'true');
  const [showCreated, setShowCreated] = useState(created);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const key = new URLSearchParams({
    ...(search && { search }),
    ...(status && { status }),
    ...(type && { type }),
    limit: '100',
  }).toString();
  const jobs = useLoad((signal) => companyJobsApi.list(new URLSearchParams(key), signal), [key]);

  const setParam = (name: string, value: string) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('created');
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  };

  useEffect(() => {
    if (term.trim() === search) return;
    const timer = setTimeout(() => setParam('search', term.trim()), 500);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [term]);

  useEffect(() => {
    if (!showCreated) return;
    const timer = setTimeout(() => setShowCreated(false), 3000);
    return () => clearTimeout(timer);
  }, [showCreated]);

  const run = async (action: JobAction, job: CompanyJob, deadline?: string) => {
    const before = jobs.data ?? [];
    const target = nextStatus[action];
    const hide = status ? target !== status : target === 'DELETED';
    jobs.setData(
      hide
        ? before.filter((j) => j.id !== job.id)
        : before.map((j) => (j.id === job.id ? { ...j, status: target } : j)),
    );
    setBusy(job.id);
    try {
      const updated = await (action === 'reopen' && deadline
        ? companyJobsApi.update(job.id, { deadline }).then(() => companyJobsApi.act(job.id, action))
        : companyJobsApi.act(job.id, action));
      if (!hide) jobs.setData(before.map((j) => (j.id === job.id ? updated : j)));
      notify(t(`jobManagement.success.${action}`), { type: 'success' });
    } catch {
      jobs.setData(before);
      notify(t(`jobManagement.failure.${action}`), { type: 'error' });
    } finally {
      setBusy(null);
    }
  };

  const filtered = Boolean(search || status || type);
  const list = jobs.data ?? [];
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Title title={t('jobManagement.title')} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Box>
          <Typography component="h1" variant="h5">
            {t('jobManagement.title')}
          </Typography>
          <Typography color="text.secondary">{t('jobManagement.subtitle')}</Typography>
        </Box>
        <Button variant="contained" startIcon={<Add />} component={RouterLink} to="/dashboard/jobs/create">
          {t('jobManagement.createJob')}
        </Button>
      </Box>
      {showCreated && (
        <Alert severity="success" role="status" onClose={() => setShowCreated(false)} data-testid="job-created">
          {t('jobManagement.created')}
        </Alert>
      )}
      <Paper
        variant="outlined"
        sx={{
          p: 2,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr auto' },
          alignItems: 'center',
        }}
      >
        <TextField
          id="jobs-search"
          size="small"
          type="search"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          placeholder={t('jobManagement.searchPlaceholder')}
          slotProps={{ htmlInput: { 'aria-label': t('jobManagement.searchLabel') } }}
        />
        <TextField
          select
          size="small"
          id="jobs-status"
          label={t('jobManagement.status')}
          value={status}
          onChange={(e) => setParam('status', e.target.value)}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('jobManagement.allStatuses')}</MenuItem>
          {jobStatuses.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`jobManagement.statusLabel.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          id="jobs-type"
          label={t('jobManagement.type')}
          value={type}
          onChange={(e) => setParam('type', e.target.value)}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('jobManagement.allTypes')}</MenuItem>
          {employmentTypes.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`jobs.type.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button startIcon={<Refresh />} onClick={jobs.reload} disabled={jobs.loading}>
          {t('jobManagement.refresh')}
        </Button>
      </Paper>
      {jobs.loading && !jobs.data ? (
        <PageSpinner label={t('jobManagement.loading')} />
      ) : jobs.error !== undefined ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={jobs.reload}>
              {t('jobManagement.tryAgain')}
            </Button>
          }
        >
          {t('jobManagement.loadError')}
        </Alert>
      ) : list.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 5, textAlign: 'center' }} data-testid="jobs-empty">
          <Typography component="h2" variant="h6">
            {filtered ? t('jobManagement.noMatch') : t('jobManagement.emptyTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {filtered ? t('jobManagement.noMatchBody') : t('jobManagement.emptyBody')}
          </Typography>
          {!filtered && (
            <Button variant="contained" component={RouterLink} to="/dashboard/jobs/create">
              {t('jobManagement.createFirst')}
            </Button>
          )}
        </Paper>
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }} aria-busy={jobs.loading}>
          {list.map((job) => (
            <CompanyJobCard
              key={job.id}
              job={job}
              busy={busy === job.id}
              onAction={(action) => (action === 'activate' ? void run(action, job) : setPending({ job, action }))}
            />
          ))}
        </Box>
      )}
      <JobActionDialog
        key={pending ? `${pending.job.id}-${pending.action}` : 'none'}
        pending={pending}
        onCancel={() => setPending(null)}
        onConfirm={(deadline) => {
          if (pending) void run(pending.action, pending.job, deadline);
          setPending(null);
        }}
      />
    </Box>
  );
}

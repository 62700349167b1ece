import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { jobsApi } from '../../api/jobs.ts';
import { useLoad } from '../../api/useLoad.ts';
import { PageSpinner } from '../../auth/guards.tsx';
import { publicJobTypes } from '../../jobs/jobOptions.ts';
import { useDocumentTitle } from '../../shell/useDocumentTitle.ts';
import { SavedJobCard } from './SavedJobCard.tsx';

const sorts = ['saved', 'deadline', 'title'] as const;

function Stat({ label, value, id }: { label: string; value: number; id: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid={id}>
      <Typography color="text.secondary" variant="body2">
        {label}
      </Typography>
      <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
        {value}
      </Typography>
    </Paper>
  );
}

/** /userdashboard/saved-jobs: the candidate's saved jobs with real stats; type and sort are applied by the server. */
export function SavedJobsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('savedJobs.title'));
  const [params, setParams] = useSearchParams();
  const type = (publicJobTypes as readonly string[]).includes(params.get('type') ?? '') ? params.get('type')! : 'all';
  const sort = (sorts as readonly string[]).includes(params.get('sort') ?? '') ? params.get('sort')! : 'saved';
  const key = new URLSearchParams({ type, sort }).toString();
  const result = useLoad((signal) => jobsApi.saved(new URLSearchParams(key), signal), [key]);
  const [removing, setRemoving] = useState<string | null>(null);
  const [removeFailed, setRemoveFailed] = useState(false);
  const set = (name: string, value: string, fallback: string) => {
    const next = new URLSearchParams(params);
    if (value === fallback) next.delete(name);
    else next.set(name, value);
    setParams(next, { replace: true });
  };

  const remove = async (jobId: string) => {
    const before = result.data;
    if (!before) return;
    setRemoving(jobId);
    setRemoveFailed(false);
    result.setData({ ...before, savedJobs: before.savedJobs.filter((job) => job.jobId !== jobId) });
    try {
      await jobsApi.unsave(jobId);
      result.reload();
    } catch {
      result.setData(before);
      setRemoveFailed(true);
    } finally {
      setRemoving(null);
    }
  };

  const data = result.data;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box>
        <Typography component="h1" variant="h4">
          {t('savedJobs.title')}
        </Typography>
        <Typography color="text.secondary">{t('savedJobs.subtitle')}</Typography>
      </Box>
      {result.loading && !data && <PageSpinner label={t('savedJobs.loading')} />}
      {!result.loading && result.error !== undefined && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={result.reload}>
              {t('common.tryAgain')}
            </Button>
          }
        >
          <AlertTitle>{t('savedJobs.errorTitle')}</AlertTitle>
          {t('savedJobs.error')}
        </Alert>
      )}
      {data && (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
            <Stat id="stat-total" label={t('savedJobs.totalSaved')} value={data.stats.totalSaved} />
            <Stat id="stat-applied" label={t('savedJobs.appliedFromSaved')} value={data.stats.appliedFromSaved} />
            <Stat id="stat-soon" label={t('savedJobs.deadlinesSoon')} value={data.stats.deadlinesSoon} />
          </Box>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <TextField
              select
              size="small"
              id="saved-type"
              label={t('savedJobs.typeLabel')}
              value={type}
              onChange={(e) => set('type', e.target.value, 'all')}
              sx={{ minWidth: 180 }}
            >
              <MenuItem value="all">{t('savedJobs.allTypes')}</MenuItem>
              {publicJobTypes.map((value) => (
                <MenuItem key={value} value={value}>
                  {t(`jobs.type.${value}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              id="saved-sort"
              label={t('savedJobs.sortLabel')}
              value={sort}
              onChange={(e) => set('sort', e.target.value, 'saved')}
              sx={{ minWidth: 180 }}
            >
              {sorts.map((value) => (
                <MenuItem key={value} value={value}>
                  {t(`savedJobs.sort.${value}`)}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          {removeFailed && <Alert severity="error">{t('savedJobs.removeFailed')}</Alert>}
          {data.savedJobs.length === 0 ? (
            <Paper variant="outlined" sx={{ p: 5, textAlign: 'center' }} data-testid="saved-empty">
              <Typography component="h2" variant="h6">
                {type === 'all' ? t('savedJobs.emptyTitle') : t('savedJobs.emptyFiltered')}
              </Typography>
              {type === 'all' && (
                <Typography color="text.secondary" sx={{ mb: 2 }}>
                  {t('savedJobs.emptyBody')}
                </Typography>
              )}
              <Button component={RouterLink} to="/jobs" variant="contained">
                {t('savedJobs.browse')}
              </Button>
            </Paper>
          ) : (
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
              {data.savedJobs.map((job) => (
                <SavedJobCard
                  key={job.jobId}
                  job={job}
                  removing={removing === job.jobId}
                  onRemove={() => void remove(job.jobId)}
                />
              ))}
            </Box>
          )}
        </>
      )}
    </Box>
  );
}

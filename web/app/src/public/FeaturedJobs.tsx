import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { fetchJson, HttpError, isAbort } from './fetchJson.ts';
import { JobCard, type JobSummary } from './JobCard.tsx';

export const featuredJobsUrl = '/api/jobs/featured';
const placeholderCount = 6;

type State = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; jobs: JobSummary[] };

function jobsFrom(body: unknown): JobSummary[] {
  if (Array.isArray(body)) return body as JobSummary[];
  const jobs = (body as { jobs?: unknown } | null)?.jobs;
  return Array.isArray(jobs) ? (jobs as JobSummary[]) : [];
}

const grid = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } };

/** Featured jobs on the landing page. Until the jobs API serves this path, a 404 shows the empty state. */
export function FeaturedJobs() {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'loading' });
    fetchJson<unknown>(featuredJobsUrl, controller.signal)
      .then((body) => setState({ kind: 'ready', jobs: jobsFrom(body) }))
      .catch((error: unknown) => {
        if (isAbort(error)) return;
        if (error instanceof HttpError && error.status === 404) setState({ kind: 'ready', jobs: [] });
        else setState({ kind: 'error' });
      });
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return (
    <Box component="section" aria-labelledby="featured-jobs-title" sx={{ py: { xs: 6, md: 8 } }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'flex',
            alignItems: 'flex-end',
            justifyContent: 'space-between',
            gap: 2,
            mb: 3,
            flexWrap: 'wrap',
          }}
        >
          <div>
            <Typography id="featured-jobs-title" component="h2" variant="h4">
              {t('landing.featured.title')}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {t('landing.featured.subtitle')}
            </Typography>
          </div>
          <Button component={RouterLink} to="/jobs" variant="outlined">
            {t('landing.featured.viewAll')}
          </Button>
        </Box>
        <div aria-live="polite" aria-busy={state.kind === 'loading'}>
          {state.kind === 'loading' && (
            <Box sx={grid} role="status" aria-label={t('landing.featured.loading')} data-testid="featured-loading">
              {Array.from({ length: placeholderCount }, (_, i) => (
                <Skeleton key={i} variant="rounded" height={190} />
              ))}
            </Box>
          )}
          {state.kind === 'error' && (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={retry}>
                  {t('landing.featured.tryAgain')}
                </Button>
              }
            >
              {t('landing.featured.error')}
            </Alert>
          )}
          {state.kind === 'ready' && state.jobs.length === 0 && (
            <Box
              data-testid="featured-empty"
              sx={{
                py: 6,
                textAlign: 'center',
                border: 1,
                borderStyle: 'dashed',
                borderColor: 'divider',
                borderRadius: 2,
              }}
            >
              <Typography color="text.secondary">{t('landing.featured.empty')}</Typography>
            </Box>
          )}
          {state.kind === 'ready' && state.jobs.length > 0 && (
            <Box sx={grid}>
              {state.jobs.map((job) => (
                <JobCard key={job.id} job={job} />
              ))}
            </Box>
          )}
        </div>
      </Container>
    </Box>
  );
}

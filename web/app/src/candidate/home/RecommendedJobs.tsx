import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Fragment, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { candidateProfileApi, type RecommendedJob } from '../../api/candidate.ts';
import { ApiError } from '../../api/client.ts';
import { useLoad } from '../../api/useLoad.ts';
import { errorText } from '../../forms/messages.ts';
import { optionLabel } from '../../jobs/format.ts';
import { salaryLabel } from '../../jobs/salary.ts';
import { useLanguage } from '../../providers/LanguageProvider.tsx';
import { visuallyHidden } from '../../dashboard/analytics/visuallyHidden.ts';
import { matchLevelOf, matchLevelStyle } from './matchLevel.ts';
import { Panel } from './Panel.tsx';
import { UserText, UserTexts } from '../../i18n/isolate.tsx';

export const recommendedLimit = 5;
/** While the active CV is still being read, ask again after this long. */
const retryMs = 5000;

const companyName = (job: RecommendedJob) =>
  typeof job.company === 'string' ? job.company : (job.company?.name ?? '');

/** What the score is made of, in one line: the skills in common, the experience, the title. */
function MatchWhy({ job }: { job: RecommendedJob }) {
  const { t } = useTranslation();
  const matched = job.matchedSkills ?? [];
  const parts: ReactNode[] = [];
  if (job.skillsAsked !== undefined) {
    parts.push(
      matched.length > 0 ? (
        <Fragment key="skills">
          {t('candidate.home.matchSkills', { matched: matched.length, asked: job.skillsAsked })} (
          <UserTexts items={matched} separator={t('common.listSeparator')} />)
        </Fragment>
      ) : (
        t('candidate.home.matchNoSkills')
      ),
    );
  }
  if (job.experienceFit) parts.push(t(`candidate.home.matchExperience.${job.experienceFit}`));
  if (job.titleRelated) parts.push(t('candidate.home.matchTitle'));
  if (parts.length === 0) return null;
  return (
    <Typography variant="body2" color="text.secondary" data-testid="match-why" sx={{ overflowWrap: 'anywhere' }}>
      <Box component="span" sx={visuallyHidden}>
        {`${t('candidate.home.matchWhy')} `}
      </Box>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && ' · '}
          {part}
        </Fragment>
      ))}
    </Typography>
  );
}

function JobRow({ job }: { job: RecommendedJob }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const score = Math.round(job.matchScore);
  const level = matchLevelOf(score, job.matchLevel);
  const style = matchLevelStyle[level];
  const more = job.moreOpenings ?? 0;
  return (
    <Box component="li" data-testid="recommended-job" sx={{ minWidth: 0, display: 'grid', gap: 0.5 }}>
      <Link
        component={RouterLink}
        to={`/jobs/${encodeURIComponent(job.id)}`}
        sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
      >
        <UserText>{job.title}</UserText>
      </Link>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        <UserTexts items={[companyName(job), optionLabel(t, 'jobOptions.location', job.location)]} />
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip
          size="small"
          label={
            <>
              {t('candidate.home.match', { score })}
              <Box component="span" sx={visuallyHidden}>
                {`${t('common.listSeparator')}${t(`candidate.home.matchLevel.${level}`)}`}
              </Box>
            </>
          }
          data-testid="match-score"
          data-level={level}
          data-color={style.colour}
          sx={{ fontWeight: 700, bgcolor: style.bg, color: style.fg }}
        />
        {job.salary && (
          <Typography variant="body2" color="text.secondary">
            <bdi>{salaryLabel(t, job, language)}</bdi>
          </Typography>
        )}
      </Box>
      <MatchWhy job={job} />
      {more > 0 && (
        <Typography variant="body2" color="text.secondary" data-testid="more-openings">
          {t('candidate.home.moreOpenings', { count: more })}
        </Typography>
      )}
    </Box>
  );
}

/** Jobs ranked by how well the active CV matches them; without an active CV there is nothing to rank. */
export function RecommendedJobs({ hasActiveCv }: { hasActiveCv: boolean | null }) {
  const { t } = useTranslation();
  const result = useLoad(
    (signal) =>
      hasActiveCv === false
        ? Promise.resolve({ jobs: [], reason: 'NO_ACTIVE_CV' as const, weights: null })
        : candidateProfileApi.recommendedJobs(recommendedLimit, signal),
    [hasActiveCv],
  );
  const jobs = result.data?.jobs ?? [];
  const weights = result.data?.weights;
  const { reload } = result;
  const reading = result.data?.reason === 'CV_NOT_PROCESSED';
  useEffect(() => {
    if (!reading) return undefined;
    const timer = window.setTimeout(reload, retryMs);
    return () => window.clearTimeout(timer);
  }, [reading, reload]);
  const reason = hasActiveCv === false ? 'NO_ACTIVE_CV' : result.data?.reason;
  const noCv = reason === 'NO_ACTIVE_CV';
  // A server without the endpoint answers 404; that reads as "nothing to recommend", not as a failure.
  const unavailable = result.error instanceof ApiError && result.error.status === 404;
  const emptyText =
    reason === 'NO_ACTIVE_CV'
      ? t('candidate.home.recommendedNoCv')
      : reason === 'CV_NOT_PROCESSED'
        ? t('candidate.home.recommendedReading')
        : t('candidate.home.recommendedEmpty');
  return (
    <Panel
      id="home-recommended"
      title={t('candidate.home.recommended')}
      link="/jobs"
      linkText={t('candidate.menu.browseJobs')}
    >
      {result.loading && !result.data && (
        <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <CircularProgress size={18} />
          <Typography variant="body2">{t('candidate.home.recommendedLoading')}</Typography>
        </Box>
      )}
      {!result.loading && result.error !== undefined && !unavailable && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={result.reload}>
              {t('common.tryAgain')}
            </Button>
          }
        >
          {errorText(t, result.error, 'candidate.home.recommendedFailed')}
        </Alert>
      )}
      {(result.data || (unavailable && !result.loading)) && jobs.length === 0 && (
        <Box data-testid="recommended-empty">
          <Typography color="text.secondary" data-reason={reason ?? ''}>
            {emptyText}
          </Typography>
          {noCv && (
            <Button component={RouterLink} to="/userdashboard/cv" size="small" sx={{ mt: 1, px: 0 }}>
              {t('candidate.home.uploadCv')}
            </Button>
          )}
        </Box>
      )}
      {jobs.length > 0 && (
        <Box
          component="ul"
          sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}
        >
          {jobs.map((job) => (
            <JobRow key={job.id} job={job} />
          ))}
        </Box>
      )}
      {jobs.length > 0 && weights && (
        <Typography variant="caption" color="text.secondary" data-testid="match-weights">
          {t('candidate.home.matchWeights', { ...weights })}
        </Typography>
      )}
    </Panel>
  );
}

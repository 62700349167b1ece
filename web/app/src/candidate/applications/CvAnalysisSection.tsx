import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CandidateApplication } from '../../api/applications-candidate.ts';
import { ProfileSection } from '../ProfileSection.tsx';
import { barWidth, fitColor, scoreColor } from './status.ts';

type AnalysisState = 'inProgress' | 'manualReview' | 'complete';

/** No results yet: in progress; a summary that says it failed: Manual Review; otherwise complete. */
export function analysisState(a: Pick<CandidateApplication, 'analysisStatus' | 'cvAnalysisResults'>): AnalysisState {
  if (a.analysisStatus === 'FAILED') return 'manualReview';
  const results = a.cvAnalysisResults;
  if (!results) return 'inProgress';
  if (/failed/i.test(results.summary ?? '')) return 'manualReview';
  return 'complete';
}

function Skills({ label, skills, color }: { label: string; skills: string[]; color: 'success' | 'warning' }) {
  const { t } = useTranslation();
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      {skills.length ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
          {skills.map((skill) => (
            <Chip key={skill} size="small" color={color} variant="outlined" label={skill} />
          ))}
        </Box>
      ) : (
        <Typography color="text.secondary">{t('myApplication.analysis.none')}</Typography>
      )}
    </Box>
  );
}

export function CvAnalysisSection({ application: a }: { application: CandidateApplication }) {
  const { t } = useTranslation();
  const state = analysisState(a);
  const results = a.cvAnalysisResults;
  const score = typeof a.cvAnalysisScore === 'number' ? a.cvAnalysisScore : null;
  const fit = results?.overallFit ?? null;
  const fitKey = fit === 'Excellent' || fit === 'Good' || fit === 'Fair' ? fit : 'other';
  return (
    <ProfileSection id="application-analysis" title={t('myApplication.analysis.title')}>
      <Box data-testid="cv-analysis" data-state={state} sx={{ display: 'grid', gap: 2 }}>
        {state === 'inProgress' && (
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }} role="status">
            <CircularProgress size={24} />
            <Box>
              <Typography sx={{ fontWeight: 700 }}>{t('myApplication.analysis.inProgress')}</Typography>
              <Typography color="text.secondary">{t('myApplication.analysis.inProgressBody')}</Typography>
            </Box>
          </Box>
        )}
        {state === 'manualReview' && (
          <Box>
            <Typography sx={{ fontWeight: 700 }}>{t('myApplication.analysis.manualReview')}</Typography>
            <Typography color="text.secondary">{t('myApplication.analysis.manualReviewBody')}</Typography>
          </Box>
        )}
        {state === 'complete' && (
          <>
            <Typography sx={{ fontWeight: 700 }}>{t('myApplication.analysis.complete')}</Typography>
            {score !== null && (
              <Box>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
                  <Typography variant="body2" color="text.secondary">
                    {t('myApplication.analysis.score')}
                  </Typography>
                  <Typography
                    sx={{ fontWeight: 700, color: `${scoreColor(score)}.main` }}
                    data-testid="analysis-score"
                    data-color={scoreColor(score)}
                  >
                    {t('myApplication.analysis.scoreValue', { score })}
                  </Typography>
                </Box>
                <LinearProgress
                  variant="determinate"
                  value={barWidth(score)}
                  color={scoreColor(score)}
                  aria-label={t('myApplication.analysis.score')}
                  sx={{ height: 8, borderRadius: 4 }}
                />
              </Box>
            )}
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <Typography variant="body2" color="text.secondary">
                {t('myApplication.analysis.overallFit')}
              </Typography>
              <Chip size="small" color={fitColor(fit)} label={t(`myApplication.analysis.fit.${fitKey}`)} />
            </Box>
            {results?.summary && (
              <Box>
                <Typography variant="body2" color="text.secondary">
                  {t('myApplication.analysis.summary')}
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-line' }} dir="auto">
                  {results.summary}
                </Typography>
              </Box>
            )}
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <Skills
                label={t('myApplication.analysis.matched')}
                skills={results?.skillsMatch?.matched ?? []}
                color="success"
              />
              <Skills
                label={t('myApplication.analysis.missing')}
                skills={results?.skillsMatch?.missing ?? []}
                color="warning"
              />
            </Box>
          </>
        )}
      </Box>
    </ProfileSection>
  );
}

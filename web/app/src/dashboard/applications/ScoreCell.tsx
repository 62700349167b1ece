import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CompanyApplication } from './types.ts';
import { aiScoreOf, scoreColor } from './format.ts';

export function Percent({ value }: { value: number | null }) {
  const { t } = useTranslation();
  if (value === null || value === 0) return <span aria-label={t('companyApplications.table.noScore')}>—</span>;
  return (
    <Typography component="span" variant="body2" sx={{ fontWeight: 600, color: `${scoreColor(value)}.main` }}>
      {t('companyApplications.percent', { value })}
    </Typography>
  );
}

/** The CV score, or where its analysis stands. */
export function AiScore({ app }: { app: CompanyApplication }) {
  const { t } = useTranslation();
  if (app.analysisStatus === 'FAILED')
    return (
      <Typography component="span" variant="body2" color="warning.main">
        {t('companyApplications.manualReview')}
      </Typography>
    );
  const score = aiScoreOf(app);
  if (score === null)
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {app.analysisStatus === 'PENDING' ? t('companyApplications.analysing') : '—'}
      </Typography>
    );
  return (
    <Box component="span" data-testid="ai-score">
      <Typography component="span" variant="body2" sx={{ fontWeight: 600, color: `${scoreColor(score)}.main` }}>
        {t('companyApplications.percent', { value: score })}
      </Typography>
    </Box>
  );
}

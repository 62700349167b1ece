import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { cvName, type Cv } from '../../api/cvs.ts';
import type { Loaded } from '../../api/useLoad.ts';
import { errorText } from '../../forms/messages.ts';
import { formatDate } from '../../jobs/format.ts';
import { useLanguage } from '../../providers/LanguageProvider.tsx';
import { CvStatusChip } from '../cv/CvStatusChip.tsx';
import { formatSize } from '../cv/cvRules.ts';
import { Panel } from './Panel.tsx';

/** The active CV (or the newest when none is active), from the CV list. */
export function YourCv({ cvs }: { cvs: Loaded<Cv[]> }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const list = cvs.data ?? [];
  const active = list.find((cv) => cv.isActive);
  return (
    <Panel
      id="home-cv"
      title={t('candidate.home.cv')}
      link="/userdashboard/cv"
      linkText={t('candidate.home.manageCvs')}
    >
      {cvs.loading && !cvs.data && (
        <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <CircularProgress size={18} />
          <Typography variant="body2">{t('cvManager.loading')}</Typography>
        </Box>
      )}
      {!cvs.loading && cvs.error !== undefined && !cvs.data && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={cvs.reload}>
              {t('common.tryAgain')}
            </Button>
          }
        >
          {errorText(t, cvs.error, 'cvManager.loadFailed')}
        </Alert>
      )}
      {cvs.data && !active && (
        <Typography color="text.secondary" data-testid="home-cv-empty">
          {list.length ? t('candidate.home.cvNoneActive', { count: list.length }) : t('candidate.home.cvEmpty')}
        </Typography>
      )}
      {active && (
        <Box data-testid="home-cv-active" sx={{ display: 'grid', gap: 0.5 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            <bdi>{cvName(active)}</bdi>
          </Typography>
          <Box>
            <CvStatusChip status={active.status} />
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t('cvManager.lastUpdated', { date: formatDate(active.updatedAt ?? active.uploadedAt, language) })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('cvManager.size', { size: formatSize(t, active.fileSize) })}
          </Typography>
        </Box>
      )}
    </Panel>
  );
}

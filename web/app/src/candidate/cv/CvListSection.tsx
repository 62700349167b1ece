import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Cv } from '../../api/cvs.ts';
import { PageSpinner } from '../../auth/guards.tsx';
import { CvRow } from './CvList.tsx';
import { candidateErrorText } from './cvRules.ts';
import type { useCvs } from './useCvs.ts';

/** "My CVs": the saved CVs, each with Set Active and Delete, or why they are not shown. */
export function CvListSection({
  cvs,
  busy,
  onActivate,
  onDelete,
}: {
  cvs: ReturnType<typeof useCvs>;
  /** The CV with an action under way. */
  busy: string | null;
  onActivate: (cv: Cv) => void;
  onDelete: (cv: Cv) => void;
}) {
  const { t } = useTranslation();
  const list = cvs.data;
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2.5 }} aria-labelledby="cv-list-title">
      <Typography id="cv-list-title" component="h2" variant="h6" sx={{ mb: 2 }}>
        {t('cvManager.listTitle')}
      </Typography>
      {cvs.loading && !list && <PageSpinner label={t('cvManager.loading')} />}
      {!cvs.loading && cvs.error !== undefined && !list && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={cvs.reload}>
              {t('common.tryAgain')}
            </Button>
          }
        >
          <AlertTitle>{t('cvManager.loadFailed')}</AlertTitle>
          {candidateErrorText(t, cvs.error, 'cvManager.fetchFailed')}
        </Alert>
      )}
      {list && list.length === 0 && (
        <Typography color="text.secondary" data-testid="cv-empty">
          {t('cvManager.empty')}
        </Typography>
      )}
      {list && list.length > 0 && (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
          {list.map((cv) => (
            <CvRow
              key={cv.id}
              cv={cv}
              busy={busy === cv.id}
              onActivate={() => onActivate(cv)}
              onDelete={() => onDelete(cv)}
            />
          ))}
        </Box>
      )}
    </Paper>
  );
}

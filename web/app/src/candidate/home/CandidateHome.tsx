import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstNameOf } from '../../api/identity.ts';
import { useDocumentTitle } from '../../shell/useDocumentTitle.ts';
import { useCandidate } from '../CandidateLayout.tsx';
import { useCvs } from '../cv/useCvs.ts';
import { UpcomingInterviews } from '../interviews/UpcomingInterviews.tsx';
import { CvPrompt } from './CvPrompt.tsx';
import { cvPromptShown, shouldShowCvPrompt } from './cvPrompt.ts';
import { RecommendedJobs } from './RecommendedJobs.tsx';
import { YourCv } from './YourCv.tsx';
import { sentence } from '../../i18n/isolate.tsx';

/** /userdashboard: the greeting, Recommended Jobs, Your CV, Upcoming Interviews and the first-visit CV prompt. */
export function CandidateHome() {
  const { t } = useTranslation();
  const user = useCandidate();
  const name = firstNameOf(user) || t('candidate.home.there');
  useDocumentTitle(t('candidate.menu.dashboard'));
  const cvs = useCvs();
  const [promptClosed, setPromptClosed] = useState(false);
  const settled = !cvs.loading || cvs.data !== undefined;
  const cvCount = cvs.data ? cvs.data.length : cvs.error !== undefined ? null : 0;
  const showPrompt = settled && !promptClosed && shouldShowCvPrompt(cvCount, cvPromptShown());
  const hasActiveCv = cvs.data ? cvs.data.some((cv) => cv.isActive) : null;

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box>
        <Typography component="h1" variant="h4">
          {sentence(t, 'candidate.home.greeting', { name })}
        </Typography>
        <Typography color="text.secondary">{t('candidate.home.subtitle')}</Typography>
      </Box>
      {showPrompt && (
        <CvPrompt
          onClose={() => setPromptClosed(true)}
          onUploaded={() => {
            setPromptClosed(true);
            cvs.reload();
          }}
        />
      )}
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' } }}
      >
        {settled && <RecommendedJobs hasActiveCv={hasActiveCv} />}
        <YourCv cvs={cvs} />
        <UpcomingInterviews />
      </Box>
    </Box>
  );
}

import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/** What happens next, for an application that is submitted or being reviewed. */
export function NextSteps({ status }: { status: string }) {
  const { t } = useTranslation();
  if (status === 'SUBMITTED') {
    return (
      <Alert severity="info" data-testid="next-steps">
        <AlertTitle>{t('myApplication.nextSteps.title')}</AlertTitle>
        <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5 }}>
          <li>{t('myApplication.nextSteps.review')}</li>
          <li>{t('myApplication.nextSteps.update')}</li>
          <li>{t('myApplication.nextSteps.contact')}</li>
        </Box>
      </Alert>
    );
  }
  if (status === 'REVIEWING') {
    return (
      <Alert severity="info" data-testid="next-steps">
        <AlertTitle>{t('myApplication.nextSteps.reviewingTitle')}</AlertTitle>
        {t('myApplication.nextSteps.reviewing')}
      </Alert>
    );
  }
  return null;
}

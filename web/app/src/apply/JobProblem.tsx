import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** The apply page when its job cannot be shown: not found, or not loaded (with Try Again). */
export function JobProblem({ missing, onRetry }: { missing: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Container
      maxWidth="sm"
      sx={{ py: 10, textAlign: 'center' }}
      data-testid={missing ? 'job-not-found' : 'job-load-failed'}
    >
      <Typography component="h1" variant="h4" sx={{ mb: 1 }}>
        {missing ? t('applyPage.notFoundTitle') : t('applyPage.loadFailedTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {missing ? t('applyPage.notFound') : t('applyPage.loadFailed')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', alignItems: 'center' }}>
        {!missing && (
          <Button variant="contained" onClick={onRetry}>
            {t('applyPage.tryAgain')}
          </Button>
        )}
        <Link component={RouterLink} to="/jobs">
          {t('applyPage.backToJobs')}
        </Link>
      </Box>
    </Container>
  );
}

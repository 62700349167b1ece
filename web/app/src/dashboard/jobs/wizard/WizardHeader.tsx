import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** The wizard's heading, with Back to the page it was opened from. */
export function WizardHeader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
      <Button
        startIcon={<ArrowBack sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' })} />}
        onClick={() => navigate(-1)}
      >
        {t('jobWizard.back')}
      </Button>
      <Box>
        <Typography component="h1" variant="h5">
          {t('jobWizard.title')}
        </Typography>
        <Typography color="text.secondary">{t('jobWizard.subtitle')}</Typography>
      </Box>
    </Box>
  );
}

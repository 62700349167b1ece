import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** Offered after applying, never required: the way to the optional self-identification questions. */
export function SelfIdOffer() {
  const { t } = useTranslation();
  return (
    <Alert severity="info" variant="outlined" sx={{ textAlign: 'start', maxWidth: 560 }} data-testid="self-id-offer">
      <AlertTitle>{t('selfId.offerTitle')}</AlertTitle>
      {t('selfId.offer')}
      <Box sx={{ mt: 1 }}>
        <Button component={RouterLink} to="/userdashboard/self-identification" size="small" variant="outlined">
          {t('selfId.offerAction')}
        </Button>
      </Box>
    </Alert>
  );
}

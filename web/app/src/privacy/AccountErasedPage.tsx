import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircleOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../shell/useDocumentTitle.ts';

/** /account-erased: where a candidate lands after erasing their account (signed out by then). */
export function AccountErasedPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('erasure.done.title'));
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, textAlign: 'center' }}>
        <CheckCircle color="success" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
        <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
          {t('erasure.done.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('erasure.done.body')}
        </Typography>
        <Button variant="contained" component={RouterLink} to="/">
          {t('erasure.done.home')}
        </Button>
      </Paper>
    </Container>
  );
}

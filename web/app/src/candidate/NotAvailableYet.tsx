import Construction from '@mui/icons-material/ConstructionOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../shell/useDocumentTitle.ts';

/** A page of the menu whose screen a later release builds: said plainly, with a way back. */
export function NotAvailableYet({ title, backTo, backLabel }: { title: string; backTo: string; backLabel: string }) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }} data-testid="not-available">
      <Construction color="action" sx={{ fontSize: 48, mb: 1 }} />
      <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('common.notAvailable')}
      </Typography>
      <Box>
        <Button component={RouterLink} to={backTo} variant="outlined">
          {backLabel}
        </Button>
      </Box>
    </Paper>
  );
}

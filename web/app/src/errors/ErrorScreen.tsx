import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../shell/useDocumentTitle.ts';

/** The framework error layout: status code, a divider and the title, centred. */
export function ErrorScreen({ status, message }: { status?: number; message: string }) {
  const { t } = useTranslation();
  const title = message.replace(/\.$/, '');
  useDocumentTitle(status === undefined ? title : `${status}: ${title}`);
  return (
    <Box sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', px: 2, py: 8, textAlign: 'center' }}>
      <div>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2.5 }}>
          {status !== undefined && (
            <>
              <Typography component="h1" variant="h4" sx={{ fontWeight: 600 }}>
                {status}
              </Typography>
              <Divider orientation="vertical" flexItem />
            </>
          )}
          <Typography component={status === undefined ? 'h1' : 'h2'} variant="body1" data-testid="error-title">
            {message}
          </Typography>
        </Box>
        <Button component={RouterLink} to="/" variant="text" sx={{ mt: 4 }}>
          {t('errors.backHome')}
        </Button>
      </div>
    </Box>
  );
}

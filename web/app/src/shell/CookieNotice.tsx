import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export const consentStorageKey = 'gdpr-accepted';

function storedConsent(): string | null {
  try {
    return window.localStorage.getItem(consentStorageKey);
  } catch {
    return null;
  }
}

export function CookieNotice() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(() => storedConsent() === null);
  if (!visible) return null;

  const answer = (accepted: boolean) => {
    try {
      window.localStorage.setItem(consentStorageKey, String(accepted));
    } catch {
      // Without storage the notice simply comes back on the next visit.
    }
    setVisible(false);
  };

  return (
    <Paper
      role="region"
      aria-label={t('cookies.label')}
      elevation={8}
      sx={{
        position: 'fixed',
        zIndex: 'snackbar',
        insetInline: { xs: 8, sm: 24 },
        insetBlockEnd: { xs: 8, sm: 24 },
        maxWidth: 720,
        marginInline: 'auto',
        p: 2,
        paddingInlineEnd: 6,
      }}
    >
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {t('cookies.message')}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" size="small" onClick={() => answer(true)}>
          {t('cookies.accept')}
        </Button>
        <Button variant="outlined" size="small" onClick={() => answer(false)}>
          {t('cookies.decline')}
        </Button>
      </Stack>
      <IconButton
        aria-label={t('cookies.close')}
        size="small"
        onClick={() => answer(false)}
        sx={{ position: 'absolute', top: 8, insetInlineEnd: 8 }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </Paper>
  );
}

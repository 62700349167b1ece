import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** What an erasure takes away and what stays without a name: said the same before and after erasing. */
export function ErasureFacts() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Box>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('erasure.erasedTitle')}
        </Typography>
        <Box component="ul" sx={{ m: 0, ps: 3 }}>
          {t('erasure.erasedList')
            .split('\n')
            .map((line) => (
              <li key={line}>
                <Typography variant="body2">{line}</Typography>
              </li>
            ))}
        </Box>
      </Box>
      <Box>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('erasure.keptTitle')}
        </Typography>
        <Typography variant="body2">{t('erasure.keptList')}</Typography>
      </Box>
    </Box>
  );
}

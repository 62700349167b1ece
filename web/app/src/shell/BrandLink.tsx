import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export function BrandLink({ onClick }: { onClick?: () => void }) {
  const { t } = useTranslation();
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label={t('brand.home')}
      onClick={onClick}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'text.primary',
        textDecoration: 'none',
        fontWeight: 800,
        fontSize: '1.35rem',
      }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: 34,
          height: 34,
          borderRadius: 2,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontSize: '1.1rem',
        }}
      >
        {t('brand.name').charAt(0)}
      </Box>
      {t('brand.name')}
    </Box>
  );
}

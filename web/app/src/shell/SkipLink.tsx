import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

export const mainContentId = 'main-content';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Box
      component="a"
      href={`#${mainContentId}`}
      sx={{
        position: 'absolute',
        insetInlineStart: 8,
        top: 8,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'primary.dark',
        color: 'primary.contrastText',
        fontWeight: 600,
        textDecoration: 'none',
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      {t('a11y.skipToContent')}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const tips = ['one', 'two', 'three', 'four'] as const;

/** The CV manager's side panel of tips for a good CV. */
export function CvTips() {
  const { t } = useTranslation();
  return (
    <Paper component="aside" variant="outlined" sx={{ p: 2.5 }} aria-labelledby="cv-tips-title">
      <Typography id="cv-tips-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('cvManager.tipsTitle')}
      </Typography>
      <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5, display: 'grid', gap: 1 }}>
        {tips.map((tip) => (
          <Typography component="li" key={tip} variant="body2">
            {t(`cvManager.tips.${tip}`)}
          </Typography>
        ))}
      </Box>
    </Paper>
  );
}

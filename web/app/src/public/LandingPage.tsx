import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../shell/useDocumentTitle.ts';
import { CvTeaser } from './CvTeaser.tsx';
import { FeaturedJobs } from './FeaturedJobs.tsx';
import { FeatureGrid } from './FeatureGrid.tsx';
import { PageIntro } from './PageIntro.tsx';

const onDark = { color: '#fff', borderColor: 'rgba(255,255,255,0.7)', '&:hover': { borderColor: '#fff' } };

export function LandingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('landing.title'));
  const features = [
    {
      icon: <AutoAwesomeOutlined />,
      title: t('landing.features.analysisTitle'),
      body: t('landing.features.analysisBody'),
    },
    {
      icon: <VideocamOutlined />,
      title: t('landing.features.interviewTitle'),
      body: t('landing.features.interviewBody'),
    },
    { icon: <DescriptionOutlined />, title: t('landing.features.applyTitle'), body: t('landing.features.applyBody') },
  ];
  return (
    <>
      <PageIntro
        eyebrow={t('landing.hero.eyebrow')}
        title={t('landing.hero.title')}
        lead={t('landing.hero.subtitle')}
        actions={
          <>
            <Button component={RouterLink} to="/jobs" variant="contained" size="large" color="secondary">
              {t('landing.hero.browseJobs')}
            </Button>
            <Button component={RouterLink} to="/employers" variant="outlined" size="large" sx={onDark}>
              {t('landing.hero.forEmployers')}
            </Button>
          </>
        }
      />
      <FeaturedJobs />
      <Box
        component="section"
        aria-labelledby="features-title"
        sx={{ bgcolor: 'background.paper', py: { xs: 6, md: 8 } }}
      >
        <Container maxWidth="lg">
          <Typography id="features-title" component="h2" variant="h4" sx={{ mb: 3 }}>
            {t('landing.features.title')}
          </Typography>
          <FeatureGrid features={features} />
          <Box sx={{ mt: 5 }}>
            <CvTeaser />
          </Box>
        </Container>
      </Box>
    </>
  );
}

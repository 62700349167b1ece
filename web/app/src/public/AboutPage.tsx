import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import FolderSharedOutlined from '@mui/icons-material/FolderSharedOutlined';
import LanguageOutlined from '@mui/icons-material/LanguageOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import BoltOutlined from '@mui/icons-material/BoltOutlined';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../shell/useDocumentTitle.ts';
import { FeatureGrid } from './FeatureGrid.tsx';
import { PageIntro } from './PageIntro.tsx';

export function AboutPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('about.title'));
  const steps = [
    { icon: <SearchOutlined />, title: t('about.findTitle'), body: t('about.findBody') },
    { icon: <BoltOutlined />, title: t('about.applyTitle'), body: t('about.applyBody') },
    { icon: <AutoAwesomeOutlined />, title: t('about.analysisTitle'), body: t('about.analysisBody') },
    { icon: <VideocamOutlined />, title: t('about.interviewTitle'), body: t('about.interviewBody') },
    { icon: <FolderSharedOutlined />, title: t('about.cvTitle'), body: t('about.cvBody') },
    { icon: <LanguageOutlined />, title: t('about.regionTitle'), body: t('about.regionBody') },
  ];
  return (
    <>
      <PageIntro
        eyebrow={t('about.eyebrow')}
        title={t('about.heading')}
        lead={t('about.lead')}
        actions={
          <>
            <Button component={RouterLink} to="/jobs" variant="contained" size="large" color="secondary">
              {t('about.browseJobs')}
            </Button>
            <Button
              component={RouterLink}
              to="/signup"
              variant="outlined"
              size="large"
              sx={{ color: '#fff', borderColor: 'rgba(255,255,255,0.7)' }}
            >
              {t('about.signUp')}
            </Button>
          </>
        }
      />
      <Box component="section" aria-labelledby="about-steps" sx={{ py: { xs: 6, md: 8 } }}>
        <Container maxWidth="lg">
          <Typography id="about-steps" component="h2" variant="h4" sx={{ mb: 3 }}>
            {t('about.stepsTitle')}
          </Typography>
          <FeatureGrid features={steps} />
        </Container>
      </Box>
    </>
  );
}

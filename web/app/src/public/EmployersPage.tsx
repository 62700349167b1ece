import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';
import ViewKanbanOutlined from '@mui/icons-material/ViewKanbanOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../shell/useDocumentTitle.ts';
import { FeatureGrid } from './FeatureGrid.tsx';
import { PageIntro } from './PageIntro.tsx';

export function EmployersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('employers.title'));
  const features = [
    { icon: <EditNoteOutlined />, title: t('employers.wizardTitle'), body: t('employers.wizardBody') },
    { icon: <AutoAwesomeOutlined />, title: t('employers.analysisTitle'), body: t('employers.analysisBody') },
    { icon: <VideocamOutlined />, title: t('employers.interviewTitle'), body: t('employers.interviewBody') },
    { icon: <ViewKanbanOutlined />, title: t('employers.pipelineTitle'), body: t('employers.pipelineBody') },
    { icon: <ForumOutlined />, title: t('employers.messagesTitle'), body: t('employers.messagesBody') },
    { icon: <GroupAddOutlined />, title: t('employers.teamTitle'), body: t('employers.teamBody') },
  ];
  const steps = [t('employers.startStep1'), t('employers.startStep2'), t('employers.startStep3')];
  const actions = (
    <>
      <Button component={RouterLink} to="/signup" variant="contained" size="large" color="secondary">
        {t('employers.signUp')}
      </Button>
      <Button
        component={RouterLink}
        to="/login"
        variant="outlined"
        size="large"
        sx={{ color: '#fff', borderColor: 'rgba(255,255,255,0.7)' }}
      >
        {t('employers.signIn')}
      </Button>
    </>
  );
  return (
    <>
      <PageIntro
        eyebrow={t('employers.eyebrow')}
        title={t('employers.heading')}
        lead={t('employers.lead')}
        actions={actions}
      />
      <Box component="section" aria-labelledby="employers-features" sx={{ py: { xs: 6, md: 8 } }}>
        <Container maxWidth="lg">
          <Typography id="employers-features" component="h2" variant="h4" sx={{ mb: 3 }}>
            {t('employers.featuresTitle')}
          </Typography>
          <FeatureGrid features={features} />
        </Container>
      </Box>
      <Box component="section" aria-labelledby="employers-start" sx={{ pb: { xs: 6, md: 8 } }}>
        <Container maxWidth="lg">
          <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, borderRadius: 3 }}>
            <Typography id="employers-start" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
              {t('employers.startTitle')}
            </Typography>
            <Box component="ol" sx={{ m: 0, paddingInlineStart: 3, display: 'grid', gap: 1 }}>
              {steps.map((step) => (
                <Typography component="li" key={step}>
                  {step}
                </Typography>
              ))}
            </Box>
            <Box sx={{ mt: 3, display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
              <Button component={RouterLink} to="/signup" variant="contained">
                {t('employers.signUp')}
              </Button>
            </Box>
          </Paper>
        </Container>
      </Box>
    </>
  );
}

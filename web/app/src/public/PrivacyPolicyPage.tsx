import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { noticeKinds, notices, type Notice } from '@tawzeef/privacy/rules';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { NoticeText } from '../privacy/NoticeText.tsx';
import { RequestDataLink } from '../privacy/RequestDataLink.tsx';
import { useDocumentTitle } from '../shell/useDocumentTitle.ts';
import { PageIntro } from './PageIntro.tsx';

const sections = ['interview', 'cookies'] as const;

/**
 * /privacy-policy: the current privacy and AI-use notices (the versions people accept before their CV is read or
 * an AI interview starts), each also in the other language, then the interview's and the cookies' details.
 */
export function PrivacyPolicyPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('privacy.title'));
  const arabic = i18n.language.startsWith('ar');
  return (
    <>
      <PageIntro eyebrow={t('privacy.eyebrow')} title={t('privacy.heading')} lead={t('privacy.lead')} />
      <Container maxWidth="md" component="article" sx={{ py: { xs: 4, md: 6 }, display: 'grid', gap: 3 }}>
        {noticeKinds.map((kind) => (
          <NoticeSection key={kind} notice={notices[kind]} arabic={arabic} />
        ))}
        {sections.map((section) => (
          <section key={section} aria-labelledby={`privacy-${section}`}>
            <Typography id={`privacy-${section}`} component="h2" variant="h5" sx={{ mb: 1 }}>
              {t(`privacy.${section}.title`)}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line' }}>{t(`privacy.${section}.body`)}</Typography>
          </section>
        ))}
        <RequestDataLink />
        <section aria-labelledby="privacy-contact">
          <Typography id="privacy-contact" component="h2" variant="h5" sx={{ mb: 1 }}>
            {t('privacy.contact.title')}
          </Typography>
          <Typography>
            {t('privacy.contact.body')}{' '}
            <Link component={RouterLink} to="/contact">
              {t('privacy.contact.link')}
            </Link>
          </Typography>
        </section>
      </Container>
    </>
  );
}

function NoticeSection({ notice, arabic }: { notice: Notice; arabic: boolean }) {
  const { t } = useTranslation();
  const own = arabic ? notice.ar : notice.en;
  const other = arabic ? notice.en : notice.ar;
  const otherLang = arabic ? 'en' : 'ar';
  const id = `notice-${notice.kind}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 } }} data-testid={id}>
      <Typography id={id} component="h2" variant="h5" sx={{ mb: 1 }}>
        {own.title}
      </Typography>
      <NoticeText notice={notice} />
      <Accordion
        disableGutters
        elevation={0}
        sx={{ mt: 2, border: 1, borderColor: 'divider', '&::before': { display: 'none' } }}
      >
        <AccordionSummary expandIcon={<ExpandMore />} aria-controls={`${id}-other`} id={`${id}-other-summary`}>
          {t(arabic ? 'notices.page.english' : 'notices.page.arabic')}
        </AccordionSummary>
        <AccordionDetails id={`${id}-other`} lang={otherLang} dir={otherLang === 'ar' ? 'rtl' : 'ltr'}>
          <Typography component="h3" variant="h6">
            {other.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {other.summary}
          </Typography>
          {other.sections.map((section) => (
            <div key={section.heading}>
              <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {section.heading}
              </Typography>
              <Typography sx={{ mb: 1 }}>{section.body}</Typography>
            </div>
          ))}
        </AccordionDetails>
      </Accordion>
    </Paper>
  );
}

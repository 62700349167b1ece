import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../shell/useDocumentTitle.ts';
import { PageIntro } from './PageIntro.tsx';

const sections = ['collect', 'interview', 'ai', 'sharing', 'retention', 'rights', 'cookies'] as const;

/** /privacy-policy: what the platform keeps, above all of the live AI interview; opened from the room's consent. */
export function PrivacyPolicyPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('privacy.title'));
  return (
    <>
      <PageIntro eyebrow={t('privacy.eyebrow')} title={t('privacy.heading')} lead={t('privacy.lead')} />
      <Container maxWidth="md" component="article" sx={{ py: { xs: 4, md: 6 }, display: 'grid', gap: 3 }}>
        {sections.map((section) => (
          <section key={section} aria-labelledby={`privacy-${section}`}>
            <Typography id={`privacy-${section}`} component="h2" variant="h5" sx={{ mb: 1 }}>
              {t(`privacy.${section}.title`)}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line' }}>{t(`privacy.${section}.body`)}</Typography>
          </section>
        ))}
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
        <Typography variant="body2" color="text.secondary">
          {t('privacy.updated')}
        </Typography>
      </Container>
    </>
  );
}

import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { en } from '../i18n/en.ts';

type FooterKey = `footer.${keyof typeof en.footer}`;

const columns: { title: FooterKey; links: { to: string; label: FooterKey }[] }[] = [
  {
    title: 'footer.candidates',
    links: [
      { to: '/jobs', label: 'footer.browseJobs' },
      { to: '/about', label: 'footer.howItWorks' },
    ],
  },
  {
    title: 'footer.employers',
    links: [
      { to: '/employers', label: 'footer.hireWithUs' },
      { to: '/login', label: 'footer.signIn' },
    ],
  },
  { title: 'footer.company', links: [{ to: '/contact', label: 'footer.contact' }] },
];

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <Box component="footer" sx={{ bgcolor: '#0f172a', color: '#e2e8f0', mt: 'auto', pt: 6, pb: 4 }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr 1fr' },
          }}
        >
          <div>
            <Typography sx={{ fontWeight: 800, fontSize: '1.25rem', color: '#fff' }}>{t('brand.name')}</Typography>
            <Typography variant="body2" sx={{ mt: 1, maxWidth: 360, color: '#cbd5e1' }}>
              {t('footer.about')}
            </Typography>
          </div>
          {columns.map((column) => (
            <Box component="nav" key={column.title} aria-label={t(column.title)}>
              <Typography component="h2" sx={{ fontWeight: 700, fontSize: '0.95rem', color: '#fff', mb: 1.5 }}>
                {t(column.title)}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link component={RouterLink} to={link.to} underline="hover" sx={{ color: '#cbd5e1' }}>
                      {t(link.label)}
                    </Link>
                  </li>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
        <Typography
          variant="body2"
          sx={{ mt: 5, pt: 3, borderBlockStart: 1, borderColor: 'rgba(226,232,240,0.15)', color: '#94a3b8' }}
        >
          {t('footer.rights', { year: new Date().getFullYear() })}
        </Typography>
      </Container>
    </Box>
  );
}

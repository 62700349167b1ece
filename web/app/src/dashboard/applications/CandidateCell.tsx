import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { CompanyApplication } from './types.ts';
import { countOf } from '../../i18n/plural.ts';
import { UserText } from '../../i18n/isolate.tsx';
import { useLanguage } from '../../providers/LanguageProvider.tsx';
import { emailOf, experienceYears, fullName, initials } from './format.ts';
import { SourceIcon } from './SourceIcon.tsx';

/** The table's candidate cell: initials, the name linking to the profile, the source, e-mail and experience. */
export function CandidateCell({
  app,
  linkTo,
}: {
  app: CompanyApplication;
  linkTo: (app: CompanyApplication) => string;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const name = fullName(app) || t('companyApplications.unknownCandidate');
  const years = experienceYears(app);
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
      <Avatar sx={{ bgcolor: 'primary.main', width: 36, height: 36, fontSize: 14 }} aria-hidden>
        {initials(app)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
          <Link component={RouterLink} to={linkTo(app)} sx={{ fontWeight: 600 }} underline="hover">
            <UserText>{name}</UserText>
          </Link>
          <SourceIcon source={app.source} />
        </Box>
        <Typography variant="body2" color="text.secondary" noWrap>
          {emailOf(app) || t('companyApplications.noEmail')}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {years ? countOf(language, years, 'year') : t('companyApplications.notSpecified')}
        </Typography>
      </Box>
    </Box>
  );
}

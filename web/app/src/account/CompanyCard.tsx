import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { InvitationCard } from '../api/company.ts';
import { industryLabel, locationLabel } from '../company/labels.ts';

/** The invited-to company: name, industry, location and about. */
export function CompanyCard({ invitation }: { invitation: InvitationCard }) {
  const { t } = useTranslation();
  const { company } = invitation;
  const location = locationLabel(t, company);
  return (
    <Paper variant="outlined" sx={{ p: 3, bgcolor: 'action.hover' }} aria-labelledby="invited-company-name">
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2 }}>
        <Avatar
          src={company.logo ?? undefined}
          alt=""
          variant="rounded"
          sx={{ width: 56, height: 56, bgcolor: 'primary.main' }}
        >
          {company.name.trim()[0]?.toUpperCase()}
        </Avatar>
        <Box>
          <Typography variant="overline" color="text.secondary">
            {t('join.invitedTo')}
          </Typography>
          <Typography id="invited-company-name" component="h2" variant="h6">
            {company.name}
          </Typography>
        </Box>
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
        <div>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t('company.industry')}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {company.industry ? (
              <Chip size="small" label={industryLabel(t, company.industry)} />
            ) : (
              t('common.notSpecified')
            )}
          </Typography>
        </div>
        <div>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t('company.location')}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {location || t('common.notSpecified')}
          </Typography>
        </div>
        <div>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t('join.about')}
          </Typography>
          <Typography component="dd" dir="auto" sx={{ m: 0, whiteSpace: 'pre-line' }}>
            {company.description || t('common.notSpecified')}
          </Typography>
        </div>
      </Box>
    </Paper>
  );
}

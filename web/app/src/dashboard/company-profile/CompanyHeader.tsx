import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Company } from '../../api/company.ts';
import { industryLabel, locationLabel, sizeLabel } from '../../company/labels.ts';

export function CompanyHeader({ company: c }: { company: Company }) {
  const { t } = useTranslation();
  const place = locationLabel(t, c);
  const size = c.size ?? (typeof c.employees === 'string' ? c.employees : null);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
        <Avatar
          src={c.logo ?? undefined}
          alt=""
          variant="rounded"
          sx={{ width: 72, height: 72, fontSize: 32, bgcolor: 'primary.main' }}
        >
          {c.name.trim()[0]?.toUpperCase()}
        </Avatar>
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography component="h1" variant="h5">
            {c.name}
          </Typography>
          {c.description && (
            <Typography color="text.secondary" dir="auto" sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>
              {c.description}
            </Typography>
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
            {c.industry && <Chip size="small" label={industryLabel(t, c.industry)} />}
            {place && <Chip size="small" label={place} />}
            {size && <Chip size="small" label={sizeLabel(t, size)} />}
          </Box>
        </Box>
      </Box>
      {c.stats && c.stats.length > 0 && (
        <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))' }}>
          {c.stats.map((stat) => (
            <Paper key={stat.label} variant="outlined" sx={{ p: 1.5, textAlign: 'center' }}>
              <Typography variant="h6">{stat.value}</Typography>
              <Typography variant="body2" color="text.secondary">
                {stat.label}
              </Typography>
            </Paper>
          ))}
        </Box>
      )}
    </Paper>
  );
}

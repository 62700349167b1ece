import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ApplicationStats } from './types.ts';
import { loose } from '../../forms/messages.ts';
import { counterStatuses, statusSx } from './format.ts';

/** Seven tiles, one per stage; the figures are the server's counts for the whole job or company. */
export function CounterTiles({ stats }: { stats: ApplicationStats | undefined }) {
  const { t } = useTranslation();
  const say = loose(t);
  return (
    <Box
      component="ul"
      aria-label={t('companyApplications.countersLabel')}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(4, minmax(0, 1fr))',
          lg: 'repeat(7, minmax(0, 1fr))',
        },
      }}
    >
      {counterStatuses.map((status) => (
        <Paper
          key={status}
          component="li"
          variant="outlined"
          data-testid={`counter-${status}`}
          sx={{ p: 1.5, borderInlineStart: 4, borderInlineStartColor: statusSx[status].color }}
        >
          <Typography component="p" variant="h5" sx={{ fontWeight: 700 }}>
            {stats ? (stats.byStatus[status] ?? 0) : '–'}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {say(`companyApplications.counters.${status}`)}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

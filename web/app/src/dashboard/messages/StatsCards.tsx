import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useDataProvider, useListContext } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useLoad } from '../../api/useLoad.ts';
import { loose } from '../../forms/messages.ts';
import type { DashboardDataProvider } from '../dataProvider.ts';

/**
 * Total, emails, phone calls, WhatsApp and delivered (DELIVERED plus READ: the messages that arrived), over every
 * active message; fetched again whenever the list below is (a refresh, an archive, a message sent). A failure only
 * leaves the figures blank.
 */
export function StatsCards() {
  const { t } = useTranslation();
  const say = loose(t);
  const { data } = useListContext();
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const stats = useLoad(() => dataProvider.communicationStats().catch(() => undefined), [data]).data;
  const cards = [
    { key: 'total', value: stats?.total },
    { key: 'emails', value: stats?.byType.EMAIL },
    { key: 'calls', value: stats?.byType.PHONE },
    { key: 'whatsapp', value: stats?.byType.WHATSAPP },
    { key: 'delivered', value: stats?.delivered ?? stats?.byStatus.DELIVERED },
  ];
  return (
    <Box
      component="ul"
      aria-label={t('communications.stats.label')}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', md: 'repeat(5, 1fr)' },
      }}
    >
      {cards.map((card) => (
        <Paper
          key={card.key}
          component="li"
          variant="outlined"
          data-testid={`messages-stat-${card.key}`}
          sx={{ p: 1.5, borderInlineStart: 4, borderInlineStartColor: 'primary.main' }}
        >
          <Typography component="p" variant="h5" sx={{ fontWeight: 700 }}>
            {stats ? (card.value ?? 0) : '–'}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {say(`communications.stats.${card.key}`)}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

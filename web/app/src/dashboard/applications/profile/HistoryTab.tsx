import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { HistoryEvent } from '../types.ts';
import type { Reading } from './useApplicationPart.ts';
import { loose } from '../../../forms/messages.ts';
import { useLanguage } from '../../../providers/LanguageProvider.tsx';
import { applicationErrorText } from '../errors.ts';
import { historyDetail, historyWhat, historyWho, provenanceParts } from './historyText.ts';
import { formatDateTime } from './time.ts';
import { sentence } from '../../../i18n/isolate.tsx';
import { shown } from '../../../privacy/erased.ts';

/** Every event of the application, oldest first, as the event store holds them. */
export function HistoryTab({ history }: { history: Reading<HistoryEvent[]> }) {
  const { t } = useTranslation();
  const say = loose(t);
  const { language } = useLanguage();
  if (history.error !== undefined && !history.loading)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={history.reload}>
            {t('companyApplications.retry')}
          </Button>
        }
      >
        {applicationErrorText(t, history.error, 'companyApplications.history.failed')}
      </Alert>
    );
  if (!history.data) return <Skeleton variant="rounded" height={200} />;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }} data-testid="history">
      <Typography component="h2" variant="h6" sx={{ mb: 0.5 }}>
        {t('companyApplications.history.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('companyApplications.history.subtitle', { count: history.data.length })}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0 }} aria-busy={history.loading}>
        {history.data.map((event, i) => {
          const detail = shown(historyDetail(event));
          const provenance = provenanceParts(event.provenance);
          return (
            <Box
              component="li"
              key={`${event.version}-${i}`}
              data-testid="history-event"
              data-type={event.type}
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '3rem minmax(0, 1fr) 12rem' },
                gap: { xs: 0.25, sm: 2 },
                py: 1.5,
                borderTop: i ? 1 : 0,
                borderColor: 'divider',
              }}
            >
              <Typography
                variant="body2"
                color="text.secondary"
                aria-label={t('companyApplications.history.step', { n: event.version })}
              >
                {`#${event.version}`}
              </Typography>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="history-what">
                  {shown(historyWhat(say, event))}
                </Typography>
                <Typography variant="body2" color="text.secondary" data-testid="history-who">
                  {sentence(t, 'companyApplications.history.by', { who: shown(historyWho(say, event)) })}
                </Typography>
                {detail && (
                  <Typography
                    variant="body2"
                    dir="auto"
                    sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mt: 0.5 }}
                  >
                    {detail}
                  </Typography>
                )}
                {provenance.length > 0 && (
                  <Box
                    sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 0.75 }}
                    data-testid="history-provenance"
                    aria-label={t('companyApplications.history.provenance')}
                  >
                    {provenance.map(([key, value]) => (
                      <Chip
                        key={key}
                        size="small"
                        variant="outlined"
                        label={`${say(`companyApplications.history.provenanceField.${key}`)}: ${value}`}
                      />
                    ))}
                  </Box>
                )}
              </Box>
              <Typography variant="body2" color="text.secondary" component="time" dateTime={event.at ?? undefined}>
                {formatDateTime(event.at, language)}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}

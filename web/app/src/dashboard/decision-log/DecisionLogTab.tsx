import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useGetList } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { DecisionRows } from './DecisionRows.tsx';
import { decisionLogResource, type DecisionLogEntry } from './types.ts';

/** The application profile's decision log: its AI outputs and the decisions after them, oldest first. */
export function DecisionLogTab({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  const { data, isPending, error, refetch } = useGetList<DecisionLogEntry>(decisionLogResource, {
    filter: { applicationId },
    sort: { field: 'id', order: 'ASC' },
    pagination: { page: 1, perPage: 100 },
  });
  if (error)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {t('decisionLog.retry')}
          </Button>
        }
      >
        {t('decisionLog.failed')}
      </Alert>
    );
  if (isPending) return <Skeleton variant="rounded" height={200} />;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }} data-testid="decision-log-tab">
      <Typography component="h2" variant="h6" sx={{ mb: 0.5 }}>
        {t('decisionLog.tabTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('decisionLog.definition')}
      </Typography>
      {data && data.length > 0 ? (
        <DecisionRows rows={data} />
      ) : (
        <Typography color="text.secondary">{t('decisionLog.emptyApplication')}</Typography>
      )}
    </Paper>
  );
}

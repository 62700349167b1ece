import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Communication } from '../../api/communications.ts';
import { loose } from '../../forms/messages.ts';
import { useLanguage } from '../../providers/LanguageProvider.tsx';
import { formatDateTime } from '../applications/profile/time.ts';
import { candidateName, failureText, formatDuration, StatusChip, TypeIcon } from './format.tsx';
import { shown } from '../../privacy/erased.ts';

function Fact({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }} dir="auto">
        {shown(value)}
      </Typography>
    </>
  );
}

/** One communication with its delivery facts, the call log for a phone call and the failure reason. */
export function MessageCard({
  message,
  onRetry,
  retrying = false,
}: {
  message: Communication;
  /** Offered for a failed message the server says can be sent again. */
  onRetry?: () => void;
  retrying?: boolean;
}) {
  const { t } = useTranslation();
  const say = loose(t);
  const { language } = useLanguage();
  const when = (value: string | null | undefined) => (value ? formatDateTime(value, language) : undefined);
  const failure = message.status === 'FAILED' ? failureText(t, message.failureReason) : undefined;
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }} data-testid="message-card">
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <TypeIcon type={message.type} color="primary" />
        <Typography component="h2" variant="h6" sx={{ flex: 1, minWidth: 0 }} dir="auto">
          {message.subject || say(`communications.type.${message.type}`)}
        </Typography>
        <StatusChip message={message} />
      </Box>
      {failure && (
        <Alert
          severity="error"
          data-testid="message-failure"
          action={
            message.canRetry && onRetry ? (
              <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
                {retrying ? t('communications.retrying') : t('communications.retrySend')}
              </Button>
            ) : undefined
          }
        >
          {failure}
        </Alert>
      )}
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 0.75,
          columnGap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        }}
      >
        <Fact label={t('communications.fields.candidate')} value={candidateName(message, t)} />
        <Fact label={t('communications.fields.email')} value={message.email ?? message.candidate?.email} />
        <Fact label={t('communications.fields.phone')} value={message.phoneNumber ?? message.candidate?.phone} />
        <Fact label={t('communications.fields.job')} value={message.job?.title} />
        <Fact label={t('communications.fields.type')} value={say(`communications.type.${message.type}`)} />
        <Fact
          label={t('communications.fields.direction')}
          value={say(`communications.direction.${message.direction}`)}
        />
        <Fact
          label={t('communications.fields.origin')}
          value={message.origin ? say(`communications.origin.${message.origin}`) : undefined}
        />
        <Fact label={t('communications.fields.createdAt')} value={when(message.createdAt)} />
        <Fact label={t('communications.fields.sentAt')} value={when(message.sentAt)} />
        <Fact label={t('communications.fields.deliveredAt')} value={when(message.deliveredAt)} />
        <Fact label={t('communications.fields.readAt')} value={when(message.readAt)} />
        <Fact label={t('communications.fields.failedAt')} value={when(message.failedAt)} />
        {message.call && (
          <>
            <Fact
              label={t('communications.fields.outcome')}
              value={say(`communications.outcome.${message.call.outcome}`)}
            />
            <Fact label={t('communications.fields.duration')} value={formatDuration(message.call.durationSeconds)} />
          </>
        )}
      </Box>
      {(message.content || message.call?.notes) && (
        <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
          <Typography
            sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            dir="auto"
            data-testid="message-content"
          >
            {shown(message.content || message.call?.notes)}
          </Typography>
        </Box>
      )}
    </Paper>
  );
}

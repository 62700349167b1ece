import Add from '@mui/icons-material/Add';
import ArrowBack from '@mui/icons-material/ArrowBack';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { HttpError, Title, useGetOne, useNotify, useUpdate } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import type { Communication } from '../../api/communications.ts';
import { asApiError } from '../dataProvider.ts';
import { Conversation } from './Conversation.tsx';
import { candidateName, communicationErrorText, messagePath, profileLink, sendResult } from './format.tsx';
import { MessageCard } from './MessageCard.tsx';
import { NewCommunicationDialog } from './NewCommunicationDialog.tsx';
import { ReplyBox } from './ReplyBox.tsx';
import { sentence } from '../../i18n/isolate.tsx';

/** /dashboard/messages/:id: one message, the reply area and 'New Communication'. */
export function MessageDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [composing, setComposing] = useState(false);
  const notify = useNotify();
  // A message waiting for its provider is read again every 2 s until it was sent (or failed).
  const message = useGetOne<Communication>(
    'communications',
    { id },
    { retry: false, refetchInterval: (query) => (query.state.data?.pending ? 2000 : false) },
  );
  const [update, { isPending: retrying }] = useUpdate<Communication>();
  const data = message.data;

  const retry = () =>
    update(
      'communications',
      { id, data: {}, meta: { action: 'retry' } },
      {
        mutationMode: 'pessimistic',
        onSuccess: (next) => {
          const result = sendResult(t, next);
          notify(result.text, { type: result.type });
        },
        onError: (caught) => {
          notify(communicationErrorText(t, asApiError(caught), 'communications.retryFailed'), { type: 'error' });
          void message.refetch();
        },
      },
    );

  const back = (
    <Button
      component={RouterLink}
      to="/dashboard/messages"
      startIcon={<ArrowBack sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' })} />}
    >
      {t('communications.backToMessages')}
    </Button>
  );

  if (message.isPending) {
    return (
      <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center', p: 4, justifyContent: 'center' }}>
        <CircularProgress size={24} />
        <Typography>{t('communications.detail.loading')}</Typography>
      </Box>
    );
  }

  if (message.error || !data) {
    const missing = message.error instanceof HttpError && message.error.status === 404;
    return (
      <Box sx={{ p: { xs: 1, sm: 2 } }}>
        <Title title={t('communications.detail.notFoundTitle')} />
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', display: 'grid', gap: 2, justifyItems: 'center' }}>
          <Typography component="h1" variant="h5" data-testid="message-not-found">
            {t('communications.detail.notFoundTitle')}
          </Typography>
          <Typography color="text.secondary">
            {missing ? t('communications.detail.notFoundBody') : t('communications.detail.loadFailed')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
            <Button variant="contained" onClick={() => void message.refetch()}>
              {t('communications.retry')}
            </Button>
            {back}
          </Box>
        </Paper>
      </Box>
    );
  }

  const profile = profileLink(data);
  const name = candidateName(data, t);
  const recipient = data.applicationId ? { applicationId: data.applicationId, name, jobTitle: data.job?.title } : null;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Title title={t('communications.detail.title')} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
        {back}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {profile && (
            <Button component={RouterLink} to={profile} variant="outlined" startIcon={<PersonOutline />}>
              {t('communications.viewProfile')}
            </Button>
          )}
          {recipient && (
            <Button variant="contained" startIcon={<Add />} onClick={() => setComposing(true)}>
              {t('communications.new.open')}
            </Button>
          )}
        </Box>
      </Box>
      <Typography component="h1" variant="h5">
        {sentence(t, 'communications.detail.heading', { name })}
      </Typography>
      <MessageCard message={data} onRetry={() => void retry()} retrying={retrying} />
      {data.candidate !== null && (
        <ReplyBox
          key={data.id}
          message={data}
          focus={params.get('reply') === '1'}
          onSent={(reply) => void navigate(messagePath(reply.id))}
        />
      )}
      <Conversation message={data} />
      <NewCommunicationDialog
        open={composing}
        recipient={recipient}
        onClose={() => setComposing(false)}
        onSent={(sent) => {
          setComposing(false);
          void navigate(messagePath(sent.id));
        }}
      />
    </Box>
  );
}

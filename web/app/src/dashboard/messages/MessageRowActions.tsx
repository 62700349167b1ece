import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import ReplyOutlined from '@mui/icons-material/ReplyOutlined';
import UnarchiveOutlined from '@mui/icons-material/UnarchiveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Communication } from '../../api/communications.ts';
import { asApiError } from '../dataProvider.ts';
import { candidateName, communicationErrorText, messagePath, profileLink } from './format.tsx';

/** A row's View Profile, Reply and Archive (Restore in the archive); archiving goes through the data provider. */
export function MessageRowActions() {
  const { t } = useTranslation();
  const notify = useNotify();
  const refresh = useRefresh();
  const message = useRecordContext<Communication>();
  const [update, { isPending }] = useUpdate<Communication>();
  if (!message) return null;
  const profile = profileLink(message);
  const name = candidateName(message, t);
  const archive = () =>
    update(
      'communications',
      { id: message.id, data: { archived: !message.archived }, meta: { action: 'archive', method: 'PATCH' } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(message.archived ? 'communications.restored' : 'communications.archived', { type: 'info' });
          refresh();
        },
        onError: (error) =>
          notify(communicationErrorText(t, asApiError(error), 'communications.archiveFailed'), { type: 'error' }),
      },
    );
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      {profile && (
        <Button size="small" component={RouterLink} to={profile} startIcon={<PersonOutline />}>
          {t('communications.viewProfile')}
        </Button>
      )}
      <Button
        size="small"
        component={RouterLink}
        to={`${messagePath(message.id)}?reply=1`}
        startIcon={<ReplyOutlined sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' })} />}
      >
        {t('communications.reply')}
      </Button>
      <Button
        size="small"
        disabled={isPending}
        onClick={() => void archive()}
        startIcon={message.archived ? <UnarchiveOutlined /> : <ArchiveOutlined />}
        aria-label={t(message.archived ? 'communications.restoreLabel' : 'communications.archiveLabel', { name })}
      >
        {message.archived ? t('communications.restore') : t('communications.archive')}
      </Button>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useGetList } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Communication } from '../../api/communications.ts';
import { loose } from '../../forms/messages.ts';
import { useLanguage } from '../../providers/LanguageProvider.tsx';
import { formatDateTime } from '../applications/profile/time.ts';
import { messagePath, StatusChip, TypeIcon } from './format.tsx';
import { shown } from '../../privacy/erased.ts';

/** The messages with the same applicant (archived ones too), newest first; followed while this one is queued. */
export function Conversation({ message }: { message: Communication }) {
  const { t } = useTranslation();
  const say = loose(t);
  const { language } = useLanguage();
  const scope = message.applicationId
    ? { applicationId: message.applicationId }
    : message.candidateId
      ? { candidateId: message.candidateId }
      : undefined;
  const list = useGetList<Communication>(
    'communications',
    {
      filter: { ...scope, archived: 'all' },
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'createdAt', order: 'DESC' },
    },
    { enabled: Boolean(scope), refetchInterval: message.pending ? 2000 : false },
  );
  const items = list.data ?? [];
  if (items.length < 2) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="conversation-title" sx={{ p: 2 }}>
      <Typography id="conversation-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('communications.conversation')}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }} data-testid="conversation">
        {items.map((item) => (
          <Box
            component="li"
            key={item.id}
            aria-current={item.id === message.id ? 'true' : undefined}
            sx={{
              display: 'flex',
              gap: 1,
              alignItems: 'center',
              flexWrap: 'wrap',
              p: 1,
              borderRadius: 1,
              bgcolor: item.id === message.id ? 'action.selected' : undefined,
            }}
          >
            <TypeIcon type={item.type} fontSize="small" color="action" />
            <Link component={RouterLink} to={messagePath(item.id)} sx={{ flex: 1, minWidth: 0 }} noWrap dir="auto">
              {shown(item.subject || item.content || item.call?.notes) || say(`communications.type.${item.type}`)}
            </Link>
            <Typography variant="caption" color="text.secondary">
              {say(`communications.direction.${item.direction}`)} · {formatDateTime(item.createdAt, language)}
            </Typography>
            <StatusChip message={item} />
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

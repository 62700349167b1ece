import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { communicationsApi, type Communication } from '../../api/communications.ts';
import { useLoad } from '../../api/useLoad.ts';
import { loose } from '../../forms/messages.ts';
import { useLanguage } from '../../providers/LanguageProvider.tsx';
import { formatDateTime } from '../applications/profile/time.ts';
import { StatusChip, TypeIcon } from './format.tsx';

/** The other messages with the same applicant, newest first; reloaded when `round` changes. */
export function Conversation({ message, round }: { message: Communication; round: number }) {
  const { t } = useTranslation();
  const say = loose(t);
  const { language } = useLanguage();
  const scope = message.applicationId
    ? { applicationId: message.applicationId }
    : message.candidateId
      ? { candidateId: message.candidateId }
      : undefined;
  const list = useLoad(
    (signal) =>
      scope
        ? communicationsApi.list({ ...scope, archived: 'all' }, 1, signal).then((page) => page.communications)
        : Promise.resolve([] as Communication[]),
    [message.id, round],
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
            <Link
              component={RouterLink}
              to={`/dashboard/messages/${encodeURIComponent(item.id)}`}
              sx={{ flex: 1, minWidth: 0 }}
              noWrap
              dir="auto"
            >
              {item.subject || item.content || item.call?.notes || say(`communications.type.${item.type}`)}
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

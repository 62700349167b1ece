import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import CallMade from '@mui/icons-material/CallMade';
import CallReceived from '@mui/icons-material/CallReceived';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import ReplyOutlined from '@mui/icons-material/ReplyOutlined';
import UnarchiveOutlined from '@mui/icons-material/UnarchiveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { Communication } from '../../api/communications.ts';
import { loose } from '../../forms/messages.ts';
import { useLanguage } from '../../providers/LanguageProvider.tsx';
import { formatDateTime } from '../applications/profile/time.ts';
import { candidateName, profileLink, StatusChip, TypeIcon } from './format.tsx';
import { UserText, UserTexts } from '../../i18n/isolate.tsx';

/** One message: the whole card opens it; View Profile, Reply and Archive act on it. */
export function MessageRow({
  message,
  busy,
  onArchive,
}: {
  message: Communication;
  busy: boolean;
  onArchive: (message: Communication) => void;
}) {
  const { t } = useTranslation();
  const say = loose(t);
  const { language } = useLanguage();
  const navigate = useNavigate();
  const to = `/dashboard/messages/${encodeURIComponent(message.id)}`;
  const profile = profileLink(message);
  const preview = (message.content ?? message.call?.notes ?? '').replace(/\s+/g, ' ').trim();
  const name = candidateName(message, t);
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid="message-row"
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('a, button')) return;
        void navigate(to);
      }}
      sx={{
        p: 2,
        cursor: 'pointer',
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: 'auto minmax(0, 1fr)', md: 'auto minmax(0, 1fr) auto' },
        alignItems: 'start',
        '&:hover': { bgcolor: 'action.hover' },
      }}
    >
      <Box
        sx={{ width: 40, height: 40, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'grey.100' }}
        title={say(`communications.type.${message.type}`)}
      >
        <TypeIcon type={message.type} color="primary" fontSize="small" />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Link component={RouterLink} to={to} underline="hover" sx={{ fontWeight: 600 }}>
            <UserText>{name}</UserText>
          </Link>
          <StatusChip message={message} />
          <Typography variant="caption" color="text.secondary" sx={{ display: 'inline-flex', gap: 0.5 }}>
            {message.direction === 'INBOUND' ? <CallReceived fontSize="inherit" /> : <CallMade fontSize="inherit" />}
            {say(`communications.type.${message.type}`)} · {say(`communications.direction.${message.direction}`)}
          </Typography>
        </Box>
        {message.subject && (
          <Typography variant="body2" sx={{ fontWeight: 600, mt: 0.5 }} noWrap>
            <UserText>{message.subject}</UserText>
          </Typography>
        )}
        {preview && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }} noWrap>
            {preview}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          <UserTexts items={[message.job?.title, formatDateTime(message.sentAt ?? message.createdAt, language)]} />
        </Typography>
      </Box>
      <Box
        sx={{
          gridColumn: { xs: '1 / -1', md: 'auto' },
          display: 'flex',
          gap: 0.5,
          flexWrap: 'wrap',
          justifyContent: { md: 'flex-end' },
        }}
      >
        {profile && (
          <Button size="small" component={RouterLink} to={profile} startIcon={<PersonOutline />}>
            {t('communications.viewProfile')}
          </Button>
        )}
        <Button
          size="small"
          component={RouterLink}
          to={`${to}?reply=1`}
          startIcon={
            <ReplyOutlined sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' })} />
          }
        >
          {t('communications.reply')}
        </Button>
        <Button
          size="small"
          disabled={busy}
          onClick={() => onArchive(message)}
          startIcon={message.archived ? <UnarchiveOutlined /> : <ArchiveOutlined />}
          aria-label={t(message.archived ? 'communications.restoreLabel' : 'communications.archiveLabel', { name })}
        >
          {message.archived ? t('communications.restore') : t('communications.archive')}
        </Button>
      </Box>
    </Paper>
  );
}

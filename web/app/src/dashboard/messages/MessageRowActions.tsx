import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import ReplyOutlined from '@mui/icons-material/ReplyOutlined';
import UnarchiveOutlined from '@mui/icons-material/UnarchiveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { MouseEvent, ReactElement } from 'react';
import { useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Communication } from '../../api/communications.ts';
import { asApiError } from '../dataProvider.ts';
import { candidateName, communicationErrorText, messagePath, profileLink } from './format.tsx';

/** Text buttons on a wide screen; below that the same actions as icons with their name as label and tooltip. */
function Action({
  compact,
  icon,
  text,
  label = text,
  ...rest
}: {
  compact: boolean;
  icon: ReactElement;
  text: string;
  label?: string;
  disabled?: boolean;
  onClick?: () => void;
  to?: string;
}) {
  const link = rest.to ? { component: RouterLink, to: rest.to } : {};
  // The row opens the message on a click; an action's click is the action's alone.
  const onClick = (event: MouseEvent) => {
    event.stopPropagation();
    rest.onClick?.();
  };
  if (compact) {
    return (
      <Tooltip title={text}>
        <IconButton
          size="small"
          color="primary"
          aria-label={label}
          disabled={rest.disabled}
          onClick={onClick}
          {...link}
        >
          {icon}
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <Button size="small" startIcon={icon} aria-label={label} disabled={rest.disabled} onClick={onClick} {...link}>
      {text}
    </Button>
  );
}

/** A row's View Profile, Reply and Archive (Restore in the archive); archiving goes through the data provider. */
export function MessageRowActions() {
  const { t } = useTranslation();
  const compact = !useMediaQuery((theme: Theme) => theme.breakpoints.up('xl'));
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
  const reply = <ReplyOutlined sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' })} />;
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 0.5,
        flexDirection: { xs: 'column', sm: 'row' },
        flexWrap: 'nowrap',
        justifyContent: 'flex-end',
        whiteSpace: 'nowrap',
      }}
    >
      {profile && (
        <Action compact={compact} to={profile} icon={<PersonOutline />} text={t('communications.viewProfile')} />
      )}
      <Action
        compact={compact}
        to={`${messagePath(message.id)}?reply=1`}
        icon={reply}
        text={t('communications.reply')}
      />
      <Action
        compact={compact}
        disabled={isPending}
        onClick={() => void archive()}
        icon={message.archived ? <UnarchiveOutlined /> : <ArchiveOutlined />}
        text={message.archived ? t('communications.restore') : t('communications.archive')}
        label={t(message.archived ? 'communications.restoreLabel' : 'communications.archiveLabel', { name })}
      />
    </Box>
  );
}

import NotificationsNone from '@mui/icons-material/NotificationsNone';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useNotificationStream } from './NotificationStream.tsx';

/** The header's bell: the unread count, kept live by the notification stream. */
export function NotificationBadge() {
  const { t } = useTranslation();
  const { unreadCount, live } = useNotificationStream();
  const count = unreadCount ?? 0;
  const label = count > 0 ? t('notificationCenter.badgeLabel', { count }) : t('notificationCenter.badgeLabelNone');
  return (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        component={RouterLink}
        to="/dashboard/notifications"
        aria-label={label}
        data-testid="notification-badge"
        data-count={count}
        data-live={live ? 'open' : 'closed'}
      >
        <Badge badgeContent={count} color="error" max={99}>
          <NotificationsNone />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}

import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../providers/LanguageProvider.tsx';
import type { AppNotification } from '../../api/notifications.ts';
import { visuallyHidden } from '../analytics/visuallyHidden.ts';
import { ageLabel, notificationMessage, notificationTitle, TypeIcon } from './text.tsx';

/** The list: at most 600 px high, scrolling; each item selects it, its close icon deletes it. */
export function NotificationList({
  items,
  total,
  selectedId,
  loadingMore,
  onSelect,
  onDelete,
  onLoadMore,
}: {
  items: AppNotification[];
  total: number;
  selectedId: string | undefined;
  loadingMore: boolean;
  onSelect: (n: AppNotification) => void;
  onDelete: (n: AppNotification) => void;
  onLoadMore: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <Paper
      variant="outlined"
      sx={{ maxHeight: 600, overflowY: 'auto' }}
      data-testid="notification-list"
      aria-label={t('notificationCenter.listLabel')}
      component="section"
    >
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((n) => {
          const title = notificationTitle(t, n);
          return (
            <Box
              component="li"
              key={n.id}
              data-testid="notification-item"
              data-read={n.read ? 'true' : 'false'}
              sx={{ display: 'flex', alignItems: 'flex-start', borderBottom: 1, borderColor: 'divider' }}
            >
              <ListItemButton
                selected={n.id === selectedId}
                aria-current={n.id === selectedId ? 'true' : undefined}
                onClick={() => onSelect(n)}
                sx={{ gap: 1.5, alignItems: 'flex-start', py: 1.5, minWidth: 0 }}
              >
                <Box sx={{ pt: 0.25 }}>
                  <TypeIcon type={n.type} />
                </Box>
                <Box sx={{ minWidth: 0, flex: 1 }}>
                  <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                    {!n.read && (
                      <Box
                        component="span"
                        sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main', flexShrink: 0 }}
                      />
                    )}
                    <Typography sx={{ fontWeight: n.read ? 400 : 700, flex: 1 }} noWrap>
                      {!n.read && (
                        <Box component="span" sx={visuallyHidden}>
                          {t('notificationCenter.unread')}:{' '}
                        </Box>
                      )}
                      {title}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
                      {ageLabel(t, language, n.timestamp)}
                    </Typography>
                  </Box>
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{
                      display: '-webkit-box',
                      WebkitLineClamp: 2,
                      WebkitBoxOrient: 'vertical',
                      overflow: 'hidden',
                    }}
                  >
                    {notificationMessage(t, n)}
                  </Typography>
                </Box>
              </ListItemButton>
              <IconButton
                size="small"
                sx={{ m: 1 }}
                aria-label={t('notificationCenter.deleteLabel', { title })}
                onClick={() => onDelete(n)}
              >
                <Close fontSize="small" />
              </IconButton>
            </Box>
          );
        })}
      </Box>
      {items.length < total && (
        <Box sx={{ p: 1.5, textAlign: 'center' }}>
          <Button onClick={onLoadMore} disabled={loadingMore}>
            {loadingMore ? t('notificationCenter.loadingMore') : t('notificationCenter.loadMore')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}

import Logout from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useAuth } from '../auth/AuthProvider.tsx';
import { UserAvatar } from './UserAvatar.tsx';
import { userLinks } from './userLinks.ts';
import { UserText } from '../i18n/isolate.tsx';

const menuId = 'user-menu';

/** The signed-in user's menu: name and e-mail, their links, and Sign Out (which returns to /). */
/** `onPrimary`: the button sits on a primary-coloured bar (the dashboard), so the avatar takes another colour. */
export function UserMenu({ onPrimary = false }: { onPrimary?: boolean }) {
  const { t } = useTranslation();
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!user) return null;
  const close = () => setAnchor(null);
  const signOut = async () => {
    close();
    // Leave the guarded page first, so its guard does not send the signed-out user to the login page.
    navigate('/', { replace: true });
    await logout().catch(() => undefined);
  };
  return (
    <>
      <Button
        color="inherit"
        aria-label={t('userMenu.open', { name: user.name })}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="user-menu-button"
        sx={{ gap: 1, minWidth: 0, px: 1 }}
      >
        <UserAvatar
          user={user}
          sx={{ width: 32, height: 32, fontSize: 16, ...(onPrimary ? { bgcolor: 'secondary.main' } : {}) }}
        />
        <Box
          component="bdi"
          sx={{
            display: { xs: 'none', lg: 'inline' },
            maxWidth: 160,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          <UserText>{user.name}</UserText>
        </Box>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            <UserText>{user.name}</UserText>
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {user.email}
          </Typography>
        </Box>
        <Divider />
        {userLinks(user).map((link) => (
          <MenuItem key={link.key} component={RouterLink} to={link.to} onClick={close}>
            {t(link.key)}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={() => void signOut()}>
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          {t('userMenu.signOut')}
        </MenuItem>
      </Menu>
    </>
  );
}

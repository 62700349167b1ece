import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, NavLink } from 'react-router';
import { BrandLink } from './BrandLink.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { navLinks, signInPath } from './navLinks.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { homeFor } from '../auth/paths.ts';
import { useNavigate } from 'react-router';
import Typography from '@mui/material/Typography';
import { userLinks } from './userLinks.ts';
import { UserText } from '../i18n/isolate.tsx';

export const mobileMenuId = 'mobile-menu';

/** The same links as the header, in a drawer on the end side (right in English, left in Arabic). */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const signOut = async () => {
    onClose();
    // Leave the guarded page first, so its guard does not send the signed-out user to the login page.
    navigate('/', { replace: true });
    await logout().catch(() => undefined);
  };
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { id: mobileMenuId, role: 'dialog', 'aria-label': t('nav.menu'), sx: { width: 300 } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 2 }}>
        <BrandLink onClick={onClose} />
        <IconButton aria-label={t('nav.closeMenu')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box component="nav" aria-label={t('nav.label')}>
        <List>
          {navLinks.map((link) => (
            <ListItem key={link.to} disablePadding>
              <ListItemButton
                component={NavLink}
                to={link.to}
                end={link.end}
                onClick={onClose}
                sx={{
                  paddingInline: 3,
                  '&[aria-current="page"]': { color: 'primary.main', bgcolor: 'action.selected' },
                }}
              >
                <ListItemText primary={t(link.key)} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
      <Divider />
      <Box sx={{ display: 'grid', gap: 1.5, p: 2 }}>
        {user ? (
          <>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }} noWrap>
                <UserText>{user.name}</UserText>
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {user.email}
              </Typography>
            </Box>
            <Button component={RouterLink} to={homeFor(user)} variant="contained" onClick={onClose} fullWidth>
              {t('userMenu.goToDashboard')}
            </Button>
            {userLinks(user)
              .filter((link) => link.key !== 'userMenu.dashboard')
              .map((link) => (
                <Button
                  key={link.key}
                  component={RouterLink}
                  to={link.to}
                  variant="outlined"
                  onClick={onClose}
                  fullWidth
                >
                  {t(link.key)}
                </Button>
              ))}
            <Button variant="text" onClick={() => void signOut()} fullWidth>
              {t('userMenu.signOut')}
            </Button>
          </>
        ) : (
          <Button component={RouterLink} to={signInPath} variant="contained" onClick={onClose} fullWidth>
            {t('nav.signIn')}
          </Button>
        )}
        <LanguageSwitch variant="outlined" fullWidth />
      </Box>
    </Drawer>
  );
}

import Logout from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useNavigate, useOutletContext } from 'react-router';
import type { CurrentUser } from '../api/identity.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { RequireUser } from '../auth/guards.tsx';
import { UserAvatar } from '../shell/UserAvatar.tsx';
import { candidateMenu } from './candidateMenu.ts';
import { UserText } from '../i18n/isolate.tsx';

export function useCandidate(): CurrentUser {
  return useOutletContext<CurrentUser>();
}

function SideMenu({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const { logout } = useAuth();
  const navigate = useNavigate();
  const signOut = async () => {
    // Leave the guarded page first, so its guard does not send the signed-out user to the login page.
    navigate('/', { replace: true });
    await logout().catch(() => undefined);
  };
  return (
    <Paper variant="outlined" sx={{ p: 2, position: { md: 'sticky' }, top: { md: 88 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
        <UserAvatar user={user} sx={{ width: 44, height: 44 }} />
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            <UserText>{user.name}</UserText>
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {user.email}
          </Typography>
        </Box>
      </Box>
      <Box component="nav" aria-label={t('candidate.menu.label')}>
        <List
          sx={{
            display: { xs: 'flex', md: 'block' },
            overflowX: { xs: 'auto', md: 'visible' },
            gap: { xs: 0.5, md: 0 },
          }}
        >
          {candidateMenu.map((item) => (
            <ListItemButton
              key={item.to}
              component={NavLink}
              to={item.to}
              end={item.end}
              sx={{
                borderRadius: 1,
                flex: { xs: '0 0 auto', md: 'initial' },
                '&[aria-current="page"]': { color: 'primary.main', bgcolor: 'action.selected' },
              }}
            >
              <ListItemIcon sx={{ minWidth: 36, color: 'inherit' }}>
                <item.icon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={t(item.key)} slotProps={{ primary: { noWrap: true } }} />
            </ListItemButton>
          ))}
        </List>
      </Box>
      <Button startIcon={<Logout />} onClick={() => void signOut()} fullWidth sx={{ justifyContent: 'flex-start' }}>
        {t('candidate.menu.logout')}
      </Button>
    </Paper>
  );
}

/** The candidate area: the side menu next to the page, for signed-in candidates only. */
export function CandidateLayout() {
  return (
    <RequireUser userType="CANDIDATE">
      {(user) => (
        <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '260px minmax(0, 1fr)' },
              alignItems: 'start',
            }}
          >
            <SideMenu user={user} />
            <Box sx={{ minWidth: 0 }}>
              <Outlet context={user} />
            </Box>
          </Box>
        </Container>
      )}
    </RequireUser>
  );
}

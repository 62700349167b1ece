import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, NavLink } from 'react-router';
import { BrandLink } from './BrandLink.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { MobileMenu, mobileMenuId } from './MobileMenu.tsx';
import { navLinks, signInPath } from './navLinks.ts';
import { UserMenu } from './UserMenu.tsx';
import { useAuth } from '../auth/AuthProvider.tsx';

export function SiteHeader() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const { user, status } = useAuth();
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBlockEnd: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2, minHeight: { xs: 64 } }}>
          <BrandLink />
          <Box
            component="nav"
            aria-label={t('nav.label')}
            sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, marginInlineStart: 3 }}
          >
            {navLinks.map((link) => (
              <Button
                key={link.to}
                component={NavLink}
                to={link.to}
                end={link.end}
                color="inherit"
                sx={{
                  color: 'text.secondary',
                  '&[aria-current="page"]': { color: 'primary.main', bgcolor: 'action.selected' },
                }}
              >
                {t(link.key)}
              </Button>
            ))}
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <LanguageSwitch sx={{ display: { xs: 'none', md: 'inline-flex' }, color: 'text.secondary' }} />
          {user ? (
            <Box sx={{ display: { xs: 'none', md: 'block' } }}>
              <UserMenu />
            </Box>
          ) : (
            <Button
              component={RouterLink}
              to={signInPath}
              variant="contained"
              sx={{
                display: { xs: 'none', md: 'inline-flex' },
                visibility: status === 'loading' ? 'hidden' : 'visible',
              }}
            >
              {t('nav.signIn')}
            </Button>
          )}
          <IconButton
            edge="end"
            aria-label={t('nav.openMenu')}
            aria-controls={mobileMenuId}
            aria-expanded={menuOpen}
            aria-haspopup="dialog"
            onClick={() => setMenuOpen(true)}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
    </AppBar>
  );
}

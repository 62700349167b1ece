import Box from '@mui/material/Box';
import { Title, useTranslate } from 'react-admin';
import { NotAvailableYet } from '../candidate/NotAvailableYet.tsx';

/** Company menu entries whose screens later issues build. */
export const laterPages = [
  { path: 'notifications', titleKey: 'dashboardMenu.notifications' },
  { path: 'messages', titleKey: 'dashboardMenu.messages' },
  { path: 'analytics', titleKey: 'dashboardMenu.analytics' },
] as const;

export function LaterPage({ titleKey }: { titleKey: string }) {
  const translate = useTranslate();
  const title = translate(titleKey);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={title} />
      <NotAvailableYet
        title={title}
        backTo="/dashboard/company-profile"
        backLabel={translate('dashboardMenu.goToCompanyProfile')}
      />
    </Box>
  );
}

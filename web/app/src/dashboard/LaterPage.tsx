import Box from '@mui/material/Box';
import { Title, useTranslate } from 'react-admin';
import { NotAvailableYet } from '../candidate/NotAvailableYet.tsx';

/** Company menu entries whose screens later issues build. */
export const laterPages: readonly { path: string; titleKey: string }[] = [];

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

import Analytics from '@mui/icons-material/BarChart';
import Business from '@mui/icons-material/BusinessOutlined';
import Chat from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Dashboard from '@mui/icons-material/DashboardOutlined';
import Notifications from '@mui/icons-material/NotificationsNone';
import People from '@mui/icons-material/PeopleOutlined';
import Work from '@mui/icons-material/WorkOutlined';
import Policy from '@mui/icons-material/PolicyOutlined';
import Balance from '@mui/icons-material/BalanceOutlined';
import { Menu, useTranslate } from 'react-admin';

/** The spec's company menu, in its order, plus Analytics. */
export const companyMenu = [
  // The trailing slash makes react-admin match the home item exactly, not every /dashboard page.
  { to: '/dashboard/', key: 'dashboardMenu.dashboard', icon: Dashboard },
  { to: '/dashboard/jobs', key: 'dashboardMenu.jobs', icon: Work },
  { to: '/dashboard/candidates', key: 'dashboardMenu.candidates', icon: People },
  { to: '/dashboard/notifications', key: 'dashboardMenu.notifications', icon: Notifications },
  { to: '/dashboard/company-profile', key: 'dashboardMenu.companyProfile', icon: Business },
  { to: '/dashboard/messages', key: 'dashboardMenu.messages', icon: Chat },
  { to: '/dashboard/analytics', key: 'dashboardMenu.analytics', icon: Analytics },
  { to: '/dashboard/decision-log', key: 'decisionLog.menu', icon: Policy },
  { to: '/dashboard/bias-audit', key: 'biasAudit.menu', icon: Balance },
] as const;

export function DashboardMenu() {
  const translate = useTranslate();
  return (
    <Menu>
      {companyMenu.map((item) => (
        <Menu.Item key={item.to} to={item.to} primaryText={translate(item.key)} leftIcon={<item.icon />} />
      ))}
    </Menu>
  );
}

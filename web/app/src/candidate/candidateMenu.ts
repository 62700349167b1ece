import Bookmark from '@mui/icons-material/BookmarkBorder';
import Dashboard from '@mui/icons-material/DashboardOutlined';
import Description from '@mui/icons-material/DescriptionOutlined';
import Person from '@mui/icons-material/PersonOutlined';
import Balance from '@mui/icons-material/BalanceOutlined';
import Search from '@mui/icons-material/Search';
import Work from '@mui/icons-material/WorkOutlined';

/** The spec's candidate side menu, in its order. */
export const candidateMenu = [
  { to: '/userdashboard', key: 'candidate.menu.dashboard', icon: Dashboard, end: true },
  { to: '/jobs', key: 'candidate.menu.browseJobs', icon: Search, end: false },
  { to: '/userdashboard/applications', key: 'candidate.menu.applications', icon: Work, end: false },
  { to: '/userdashboard/saved-jobs', key: 'candidate.menu.savedJobs', icon: Bookmark, end: false },
  { to: '/userdashboard/cv', key: 'candidate.menu.cv', icon: Description, end: false },
  { to: '/userdashboard/profile', key: 'candidate.menu.profile', icon: Person, end: false },
  { to: '/userdashboard/self-identification', key: 'selfId.menu', icon: Balance, end: false },
] as const;

import AccountCircle from '@mui/icons-material/AccountCircleOutlined';
import Language from '@mui/icons-material/Language';
import LinkedIn from '@mui/icons-material/LinkedIn';
import People from '@mui/icons-material/PeopleOutlined';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import PersonSearch from '@mui/icons-material/PersonSearchOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { optionLabel } from '../../jobs/format.ts';

const icons: Record<string, typeof PersonOutline> = {
  linkedin: LinkedIn,
  website: Language,
  referral: People,
  recruiter: PersonSearch,
  candidate: AccountCircle,
};

/** Where the application came from: linkedin, website, referral, recruiter, a candidate account, or other. */
export function SourceIcon({ source, ...props }: { source: string | null | undefined } & SvgIconProps) {
  const { t } = useTranslation();
  const key = (source ?? 'other').toLowerCase();
  const Icon = icons[key] ?? PersonOutline;
  const label = optionLabel(t, 'companyApplications.source', key in icons || key === 'anonymous' ? key : 'other');
  return (
    <Tooltip title={label}>
      <Icon fontSize="small" color="action" aria-label={label} role="img" {...props} />
    </Tooltip>
  );
}

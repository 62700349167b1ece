import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  BulkExportButton,
  ColumnsButton,
  DataTable,
  ExportButton,
  List,
  TopToolbar,
  useListContext,
  useRefresh,
} from 'react-admin';
import { useTranslation } from 'react-i18next';
import type { Company, TeamMember } from '../../api/company.ts';
import { PageSpinner } from '../../auth/guards.tsx';
import { errorText, loose } from '../../forms/messages.ts';
import { UserText } from '../../i18n/isolate.tsx';
import { formatDate } from '../../jobs/format.ts';
import { useLanguage } from '../../providers/LanguageProvider.tsx';
import { UserAvatar } from '../../shell/UserAvatar.tsx';
import { asApiError } from '../dataProvider.ts';
import { InvitationLink } from './InvitationLink.tsx';
import { MemberRoleSelect } from './MemberRoleSelect.tsx';

const Column = DataTable.Col<TeamMember>;
type Notice = { severity: 'success' | 'error'; text: string };

function MemberTable({
  canManage,
  isOwner,
  onNotice,
}: {
  canManage: boolean;
  isOwner: boolean;
  onNotice: (n: Notice) => void;
}) {
  const { t } = useTranslation();
  const say = loose(t);
  const { language } = useLanguage();
  const refresh = useRefresh();
  const { error, isPending, refetch } = useListContext<TeamMember>();
  if (isPending) return <PageSpinner label={t('team.loading')} />;
  if (error)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {t('common.tryAgain')}
          </Button>
        }
      >
        {errorText(t, asApiError(error), 'team.loadFailed')}
      </Alert>
    );
  return (
    <Box data-testid="team-members">
      <DataTable<TeamMember>
        rowClick={false}
        bulkActionButtons={<BulkExportButton />}
        hiddenColumns={['joinedAt']}
        aria-label={t('team.title')}
        // At 390 px the name and the role select fit without a sideways scroll (the Arabic role names are wider).
        sx={{ '& .MuiTableCell-root:not(.MuiTableCell-paddingCheckbox)': { px: { xs: 1, sm: 2 } } }}
        empty={
          <Box sx={{ textAlign: 'center', py: 3 }}>
            <Typography sx={{ fontWeight: 600 }}>{t('team.empty')}</Typography>
            <Typography color="text.secondary">{t('team.emptyHint')}</Typography>
          </Box>
        }
      >
        <Column
          source="name"
          label="team.columns.member"
          render={(member) => (
            <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 0 }}>
              <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
                <UserAvatar user={member} />
              </Box>
              <Typography sx={{ fontWeight: 600 }} noWrap data-testid="team-member-name">
                <UserText>{member.name}</UserText>
              </Typography>
            </Box>
          )}
        />
        <Column
          source="email"
          label="team.columns.email"
          sx={{ display: { xs: 'none', sm: 'table-cell' } }}
          render={(member) => <span dir="ltr">{member.email}</span>}
        />
        <Column
          source="role"
          label="team.columns.role"
          render={(member) =>
            canManage ? (
              <MemberRoleSelect
                member={member}
                isOwner={isOwner}
                onChanged={() => {
                  onNotice({ severity: 'success', text: t('team.roleChanged') });
                  refresh();
                }}
                onError={(text) => onNotice({ severity: 'error', text })}
              />
            ) : (
              <Chip size="small" label={say(`team.roles.${member.role}`, { defaultValue: member.role })} />
            )
          }
        />
        <Column
          source="joinedAt"
          label="team.columns.joined"
          render={(member) => (member.joinedAt ? formatDate(member.joinedAt, language) : '—')}
        />
      </DataTable>
    </Box>
  );
}

/** The Team Members tab: the members resource (company/members) in a List, with the invitation link above it. */
export function TeamMembersTab({
  company,
  canManage,
  isOwner,
}: {
  company: Company;
  canManage: boolean;
  isOwner: boolean;
}) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const [notice, setNotice] = useState<Notice | null>(null);

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Typography component="h2" variant="h6">
          {t('team.title')}
        </Typography>
        <Button size="small" onClick={refresh}>
          {t('team.refresh')}
        </Button>
      </Box>
      {canManage && <InvitationLink companyId={company.id} isOwner={isOwner} />}
      {notice && (
        <Alert
          severity={notice.severity}
          role={notice.severity === 'error' ? 'alert' : 'status'}
          onClose={() => setNotice(null)}
        >
          {notice.text}
        </Alert>
      )}
      <List<TeamMember>
        resource="members"
        sort={{ field: 'joinedAt', order: 'ASC' }}
        perPage={25}
        disableSyncWithLocation
        storeKey={false}
        title={false}
        empty={false}
        actions={
          <TopToolbar>
            <ColumnsButton />
            {/* The API pages at most 100 rows. */}
            <ExportButton maxResults={100} />
          </TopToolbar>
        }
        sx={{ '& .RaList-main': { minWidth: 0 }, '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
      >
        <MemberTable canManage={canManage} isOwner={isOwner} onNotice={setNotice} />
      </List>
    </Box>
  );
}

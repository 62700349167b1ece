import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { companyApi, type Company } from '../../api/company.ts';
import { useLoad } from '../../api/useLoad.ts';
import { PageSpinner } from '../../auth/guards.tsx';
import { errorText, loose } from '../../forms/messages.ts';
import { UserAvatar } from '../../shell/UserAvatar.tsx';
import { useState } from 'react';
import { InvitationLink } from './InvitationLink.tsx';
import { MemberRoleSelect } from './MemberRoleSelect.tsx';
import { UserText } from '../../i18n/isolate.tsx';

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
  const say = loose(t);
  const members = useLoad((signal) => companyApi.members(signal));
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  let list;
  if (members.loading && !members.data) list = <PageSpinner label={t('team.loading')} />;
  else if (members.error || !members.data) {
    list = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={members.reload}>
            {t('common.tryAgain')}
          </Button>
        }
      >
        {errorText(t, members.error, 'team.loadFailed')}
      </Alert>
    );
  } else if (members.data.length === 0) {
    list = (
      <Box sx={{ textAlign: 'center', py: 3 }}>
        <Typography sx={{ fontWeight: 600 }}>{t('team.empty')}</Typography>
        <Typography color="text.secondary">{t('team.emptyHint')}</Typography>
      </Box>
    );
  } else {
    list = (
      <List aria-label={t('team.title')} data-testid="team-members">
        {members.data.map((member) => (
          <ListItem
            key={member.id}
            divider
            secondaryAction={
              canManage ? (
                <MemberRoleSelect
                  member={member}
                  isOwner={isOwner}
                  onChanged={() => {
                    setNotice({ severity: 'success', text: t('team.roleChanged') });
                    members.reload();
                  }}
                  onError={(text) => setNotice({ severity: 'error', text })}
                />
              ) : (
                <Chip size="small" label={say(`team.roles.${member.role}`, { defaultValue: member.role })} />
              )
            }
          >
            <ListItemAvatar>
              <UserAvatar user={member} />
            </ListItemAvatar>
            <ListItemText
              primary={<UserText>{member.name}</UserText>}
              secondary={<span dir="ltr">{member.email}</span>}
              slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
              sx={{ paddingInlineEnd: canManage ? 22 : 10 }}
            />
          </ListItem>
        ))}
      </List>
    );
  }

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Typography component="h2" variant="h6">
          {t('team.title')}
        </Typography>
        <Button size="small" onClick={members.reload}>
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
      {list}
    </Box>
  );
}

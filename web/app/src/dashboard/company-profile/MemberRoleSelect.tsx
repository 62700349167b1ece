import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { grantableRoles } from '@tawzeef/identity/rules';
import { useUpdate } from 'react-admin';
import { useTranslation } from 'react-i18next';
import type { MemberRole, TeamMember } from '../../api/company.ts';
import { errorText } from '../../forms/messages.ts';
import { asApiError } from '../dataProvider.ts';

/** Managers change a member's role here; the server still decides who may grant what. */
export function MemberRoleSelect({
  member,
  isOwner,
  onChanged,
  onError,
}: {
  member: TeamMember;
  isOwner: boolean;
  onChanged: (member: TeamMember) => void;
  onError: (message: string) => void;
}) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const [update] = useUpdate<TeamMember>();
  // An owner's select shows OWNER too, disabled for an admin.
  const roles = grantableRoles(isOwner || member.role === 'OWNER' ? 'OWNER' : 'ADMIN');

  const change = async (role: MemberRole) => {
    if (role === member.role) return;
    setSaving(true);
    try {
      const changed = await update(
        'members',
        { id: member.id, data: { role }, previousData: member, meta: { action: 'role', method: 'PUT' } },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      onChanged(changed ?? { ...member, role });
    } catch (error) {
      onError(errorText(t, asApiError(error), 'team.roleChangeFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <TextField
      select
      size="small"
      value={member.role}
      disabled={saving || (member.role === 'OWNER' && !isOwner)}
      onChange={(event) => void change(event.target.value as MemberRole)}
      label={t('team.memberRole', { name: member.name })}
      slotProps={{ inputLabel: { sx: visuallyHidden } }}
      sx={{ minWidth: { xs: 120, sm: 150 } }}
    >
      {roles.map((role) => (
        <MenuItem key={role} value={role}>
          {t(`team.roles.${role}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

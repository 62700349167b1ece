import Avatar, { type AvatarProps } from '@mui/material/Avatar';
import type { CurrentUser } from '../api/identity.ts';
import { initialOf } from '../api/identity.ts';

export function UserAvatar({ user, ...props }: { user: Pick<CurrentUser, 'name' | 'email' | 'avatar'> } & AvatarProps) {
  return (
    <Avatar src={user.avatar ?? undefined} alt="" {...props} sx={{ bgcolor: 'primary.main', ...props.sx }}>
      {initialOf(user)}
    </Avatar>
  );
}

import ContentCopy from '@mui/icons-material/ContentCopy';
import Link from '@mui/icons-material/Link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { grantableRoles } from '@tawzeef/identity/rules';
import { useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useTranslation } from 'react-i18next';
import type { DashboardDataProvider } from '../dataProvider.ts';
import type { MemberRole } from '../../api/company.ts';
import { FormAlert } from '../../forms/FormAlert.tsx';
import { errorText, loose } from '../../forms/messages.ts';
import { intlLocale } from '../../i18n/language.ts';
import { useLanguage } from '../../providers/LanguageProvider.tsx';
import { useBanner } from '../../settings/useBanner.ts';

async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    input?.select();
    return document.execCommand('copy');
  }
}

/** Issues a single-use invitation and shows its link (site origin + /join?code=) with a Copy button. */
export function InvitationLink({ companyId, isOwner }: { companyId: string; isOwner: boolean }) {
  const { t } = useTranslation();
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const say = loose(t);
  const { language } = useLanguage();
  const [role, setRole] = useState<MemberRole>('RECRUITER');
  const [invitation, setInvitation] = useState<{ link: string; expiresAt: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const { banner, success, error, clear } = useBanner();
  const input = useRef<HTMLInputElement>(null);
  const roles = grantableRoles(isOwner ? 'OWNER' : 'ADMIN');

  const generate = async () => {
    clear();
    setBusy(true);
    try {
      const issued = await dataProvider.inviteToCompany(companyId, role);
      const link = `${window.location.origin}/join?code=${encodeURIComponent(issued.code)}`;
      setInvitation({ link, expiresAt: issued.expiresAt });
    } catch (caught) {
      error(errorText(t, caught, 'team.inviteFailed'));
    } finally {
      setBusy(false);
    }
  };

  const copy = async () => {
    if (!invitation) return;
    if (await copyText(invitation.link, input.current)) success(t('team.copied'));
    else error(t('team.copyFailed'));
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, p: 2, borderRadius: 1, bgcolor: 'action.hover' }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('team.inviteTitle')}
      </Typography>
      <FormAlert message={banner?.message} severity={banner?.severity} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          id="field-inviteRole"
          label={t('team.inviteRole')}
          value={role}
          onChange={(event) => setRole(event.target.value as MemberRole)}
          sx={{ minWidth: 180 }}
        >
          {roles.map((value) => (
            <MenuItem key={value} value={value}>
              {say(`team.roles.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" startIcon={<Link />} onClick={() => void generate()} disabled={busy}>
          {busy ? t('team.generating') : t('team.generate')}
        </Button>
      </Box>
      {invitation && (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <TextField
              inputRef={input}
              id="field-invitationLink"
              label={t('team.link')}
              value={invitation.link}
              size="small"
              fullWidth
              slotProps={{ htmlInput: { readOnly: true, dir: 'ltr', 'data-testid': 'invitation-link' } }}
              onFocus={(event) => event.target.select()}
            />
            <Button variant="outlined" startIcon={<ContentCopy />} onClick={() => void copy()} sx={{ flexShrink: 0 }}>
              {t('team.copy')}
            </Button>
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t('team.expires', {
              date: new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(
                new Date(invitation.expiresAt),
              ),
            })}
          </Typography>
        </Box>
      )}
    </Box>
  );
}

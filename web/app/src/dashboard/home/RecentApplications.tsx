import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDataProvider, useNotify, useUpdate } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ApplicationStatus, CompanyApplication } from '../applications/types.ts';
import type { DashboardDataProvider } from '../dataProvider.ts';
import { useLoad } from '../../api/useLoad.ts';
import { loose } from '../../forms/messages.ts';
import { applicationErrorText } from '../applications/errors.ts';
import { agoOf, fullName, initials } from '../applications/format.ts';
import { StatusBadge } from '../applications/StatusBadge.tsx';
import { StatusDialog } from '../applications/StatusDialog.tsx';
import { UserText, UserTexts } from '../../i18n/isolate.tsx';
import { useCounts } from '../../i18n/plural.ts';

const unitOfAgo = { hours: 'hour', oneDay: 'day', days: 'day', weeks: 'week' } as const;

const closed: readonly ApplicationStatus[] = ['OFFERED', 'REJECTED', 'HIRED', 'WITHDRAWN'];

/** The 4 newest applications; Send Offer and Reject ask for confirmation and hide once the application is offered or rejected. */
export function RecentApplications({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation();
  const say = loose(t);
  const notify = useNotify();
  const counts = useCounts();
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const [update] = useUpdate<CompanyApplication>();
  const recent = useLoad(() => dataProvider.recentApplications());
  const [busy, setBusy] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<{ app: CompanyApplication; status: ApplicationStatus } | null>(null);

  const change = async (app: CompanyApplication, status: ApplicationStatus, reason?: string) => {
    setBusy(app.id);
    try {
      const data = {
        status,
        ...(reason ? { reason } : {}),
        ...(typeof app.version === 'number' ? { expectedVersion: app.version } : {}),
      };
      await update(
        'applications',
        { id: app.id, data, previousData: app, meta: { action: 'status', method: 'PATCH' } },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify(say('companyApplications.updated', { status: say(`companyApplications.status.${status}`) }), {
        type: 'success',
      });
    } catch (error) {
      notify(applicationErrorText(t, error, 'companyApplications.updateFailed'), { type: 'error' });
    } finally {
      setBusy(null);
      recent.reload();
      onChanged();
    }
  };

  if (recent.error !== undefined && !recent.loading)
    return <Typography color="text.secondary">{t('companyApplications.recent.failed')}</Typography>;
  if (!recent.data) return <Skeleton variant="rounded" height={160} />;
  if (recent.data.length === 0) return <Typography color="text.secondary">{t('companyHome.recentEmpty')}</Typography>;
  return (
    <>
      <List disablePadding>
        {recent.data.map((app) => {
          const ago = agoOf(app.appliedAt);
          const name = fullName(app) || t('companyApplications.unknownCandidate');
          return (
            <ListItem key={app.id} divider data-testid="recent-application" sx={{ gap: 1.5, flexWrap: 'wrap', px: 0 }}>
              <Avatar sx={{ bgcolor: 'primary.main', width: 36, height: 36, fontSize: 14 }} aria-hidden>
                {initials(app)}
              </Avatar>
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Link
                  component={RouterLink}
                  to={`/dashboard/candidates/${encodeURIComponent(app.id)}`}
                  underline="hover"
                >
                  <UserText>{name}</UserText>
                </Link>
                <Typography variant="body2" color="text.secondary" noWrap>
                  <UserTexts
                    items={[
                      app.job?.title,
                      ago.key === 'justNow'
                        ? t('companyApplications.ago.justNow')
                        : counts.ago(ago.key === 'oneDay' ? 1 : ago.count, unitOfAgo[ago.key]),
                    ]}
                  />
                </Typography>
              </Box>
              <StatusBadge status={app.status} />
              {!closed.includes(app.status) && (
                <Box sx={{ display: 'flex', gap: 0.5 }}>
                  <Button
                    size="small"
                    color="success"
                    variant="outlined"
                    disabled={busy === app.id}
                    onClick={() => setConfirming({ app, status: 'OFFERED' })}
                  >
                    {t('companyApplications.recent.offer')}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    disabled={busy === app.id}
                    onClick={() => setConfirming({ app, status: 'REJECTED' })}
                  >
                    {t('companyApplications.recent.reject')}
                  </Button>
                </Box>
              )}
            </ListItem>
          );
        })}
      </List>
      <StatusDialog
        key={confirming ? `${confirming.app.id}:${confirming.status}` : 'none'}
        pending={
          confirming
            ? {
                status: confirming.status,
                subject: fullName(confirming.app) || t('companyApplications.unknownCandidate'),
              }
            : null
        }
        onCancel={() => setConfirming(null)}
        onConfirm={(reason) => {
          if (confirming) void change(confirming.app, confirming.status, reason || undefined);
          setConfirming(null);
        }}
      />
    </>
  );
}

import EventBusy from '@mui/icons-material/EventBusy';
import Groups from '@mui/icons-material/Groups';
import LiveTv from '@mui/icons-material/LiveTv';
import VideoCall from '@mui/icons-material/VideoCall';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDataProvider } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import type { DashboardDataProvider } from '../dataProvider.ts';
import type { ScheduleEvent } from './types.ts';
import { useLoad } from '../../api/useLoad.ts';
import { loose, type LooseT } from '../../forms/messages.ts';
import { isolate, sentence } from '../../i18n/isolate.tsx';
import { intlLocale, type Language } from '../../i18n/language.ts';
import { formatDate } from '../../jobs/format.ts';
import { whenInZones } from '../applications/schedule/zones.ts';
import { shown } from '../../privacy/erased.ts';

/**
 * Interviews at their instant, in the viewer's zone (with the time in the zone an interview was set in, when it
 * differs); a deadline is a calendar date, shown without a time.
 */
const whenOf = (event: ScheduleEvent, language: Language, say: LooseT) => {
  if (event.type === 'deadline' && event.date) return formatDate(event.date, language);
  const when = whenInZones(event.at, event.kind === 'human-interview' ? event.timeZone : null, intlLocale(language));
  return when.theirs
    ? `${when.own} · ${say('humanInterviews.card.inZone', { time: when.theirs, zone: isolate(event.timeZone ?? '') })}`
    : when.own;
};

/** The entry's title in the reader's language; the server's English title only for an API without the fields. */
export function scheduleTitle(say: LooseT, event: ScheduleEvent): ReactNode {
  const kind = event.kind ?? null;
  if (kind === 'deadline' && event.jobTitle) return sentence(say, 'schedule.deadlineTitle', { job: event.jobTitle });
  if (kind === 'human-interview') {
    const candidate = shown(event.candidateName) || say('interview.candidate');
    return event.jobTitle
      ? sentence(say, 'schedule.humanTitle', { candidate, job: event.jobTitle })
      : sentence(say, 'schedule.humanTitleNoJob', { candidate });
  }
  if (kind === 'interview') {
    const stage = say(`schedule.stage.${event.stage === 'SECOND' ? 'SECOND' : 'FIRST'}`);
    const candidate = shown(event.candidateName) || say('interview.candidate');
    return event.jobTitle
      ? sentence(say, 'schedule.interviewTitle', { candidate, job: event.jobTitle }, { stage })
      : sentence(say, 'schedule.interviewTitleNoJob', { candidate }, { stage });
  }
  return event.title;
}

function linkOf(event: ScheduleEvent): string | null {
  if (event.type === 'interview' && event.applicationId)
    return `/dashboard/candidates/${encodeURIComponent(event.applicationId)}`;
  if (event.jobId) return `/dashboard/jobs/${encodeURIComponent(event.jobId)}`;
  return null;
}

/** The company's scheduled and in-progress interviews and its jobs' application deadlines, soonest first. */
export function UpcomingSchedule() {
  const { t, i18n } = useTranslation();
  const say = loose(t);
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const events = useLoad(() => dataProvider.upcomingSchedule());
  if (events.error !== undefined && !events.loading)
    return (
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography color="text.secondary">{t('schedule.failed')}</Typography>
        <Button size="small" onClick={events.reload}>
          {t('companyHome.retry')}
        </Button>
      </Box>
    );
  if (!events.data) return <Skeleton variant="rounded" height={160} />;
  if (events.data.length === 0) return <Typography color="text.secondary">{t('companyHome.scheduleEmpty')}</Typography>;
  return (
    <List disablePadding data-testid="schedule-list">
      {events.data.map((event) => {
        const live = event.type === 'interview' && event.status === 'IN_PROGRESS';
        const link = linkOf(event);
        const human = event.kind === 'human-interview';
        const label =
          event.type === 'deadline'
            ? t('schedule.deadline')
            : live
              ? t('schedule.inProgress')
              : human
                ? t('schedule.starts')
                : event.type === 'interview'
                  ? t('schedule.joinBy')
                  : t('schedule.meeting');
        return (
          <ListItem key={event.id} divider disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
            <ListItemIcon sx={{ minWidth: 36 }}>
              {event.type === 'deadline' ? (
                <EventBusy color="warning" />
              ) : human ? (
                <Groups color="secondary" />
              ) : (
                <VideoCall color={live ? 'error' : 'primary'} />
              )}
            </ListItemIcon>
            <ListItemText
              sx={{ minWidth: 0, flex: '1 1 200px' }}
              primary={
                link ? (
                  <Box component={RouterLink} to={link} sx={{ color: 'inherit' }}>
                    {scheduleTitle(say, event)}
                  </Box>
                ) : (
                  scheduleTitle(say, event)
                )
              }
              secondary={`${label} · ${whenOf(event, i18n.language === 'ar' ? 'ar' : 'en', say)}`}
            />
            {live && event.roomId ? (
              <Button
                size="small"
                color="error"
                variant="contained"
                startIcon={<LiveTv />}
                href={`/room/${encodeURIComponent(event.roomId)}`}
                target="_blank"
                rel="noopener"
              >
                {t('interviewHistory.joinLive')}
              </Button>
            ) : (
              <Chip
                size="small"
                variant="outlined"
                label={
                  human && event.meeting
                    ? say(`humanInterviews.types.${event.meeting}`)
                    : t(
                        `schedule.type.${event.type === 'deadline' ? 'deadline' : event.type === 'meeting' ? 'meeting' : 'interview'}`,
                      )
                }
              />
            )}
          </ListItem>
        );
      })}
    </List>
  );
}

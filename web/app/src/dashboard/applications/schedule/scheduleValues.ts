import type { ScheduleOptions, SlotInput } from './types.ts';
import type { ScheduleTarget } from './ScheduleDialog.tsx';
import { dayAfter, todayIn } from './zones.ts';

/** The lengths offered, in minutes (an interview's own length is added when it is not one of them). */
export const durations = [15, 30, 45, 60, 90, 120];

/** The form's first values: the interview's own when it is moved, else tomorrow at 10:00 with the caller. */
export function initialValues(target: ScheduleTarget, options: ScheduleOptions, me: string | undefined): SlotInput {
  if (target.kind === 'reschedule') {
    const i = target.interview;
    return {
      date: i.local.date,
      time: i.local.time,
      timeZone: i.timeZone,
      durationMinutes: i.durationMinutes,
      type: i.type,
      location: i.location,
      interviewerIds: i.interviewers.map((p) => p.id),
      note: i.note,
    };
  }
  const zone = options.defaultTimeZone;
  return {
    date: dayAfter(todayIn(zone)),
    time: '10:00',
    timeZone: zone,
    durationMinutes: 45,
    type: 'VIDEO',
    location: null,
    interviewerIds: options.members.some((m) => m.id === me) && me ? [me] : [],
    note: null,
  };
}

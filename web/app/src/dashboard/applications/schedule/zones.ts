/** Today's date (YYYY-MM-DD) in an IANA zone, as its wall clock shows it. */
export function todayIn(timeZone: string, now = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      now,
    );
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/** The calendar day after `date` (YYYY-MM-DD). */
export function dayAfter(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/**
 * An instant in the viewer's own zone ("Wed, 4 Mar 2026, 11:00") and, when the interview was set in another zone,
 * the same instant there, so both sides read the same meeting.
 */
export function whenInZones(
  instant: string,
  interviewZone: string | null | undefined,
  locale: string,
  viewerZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
) {
  const at = new Date(instant);
  const own = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: viewerZone }).format(
    at,
  );
  if (!interviewZone || sameOffset(at, interviewZone, viewerZone)) return { own, theirs: null };
  try {
    const theirs = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: interviewZone }).format(at);
    return { own, theirs };
  } catch {
    return { own, theirs: null };
  }
}

function sameOffset(at: Date, a: string, b: string) {
  const wall = (zone: string) => {
    try {
      return new Intl.DateTimeFormat('en-US', { timeZone: zone, dateStyle: 'short', timeStyle: 'short' }).format(at);
    } catch {
      return zone;
    }
  };
  return wall(a) === wall(b);
}

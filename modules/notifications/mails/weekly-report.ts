import type { NotificationLanguage, ReadModelQueries } from '@tawzeef/read-models';
import { uuidV5 } from '@tawzeef/shared';
import { mailLoop, sendClaimed, type MailLoop, type MailLoopDeps } from './mail-loop.ts';

type Figures = Awaited<ReturnType<ReadModelQueries['notifications']['weeklyFigures']>>;

const DAY = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The ISO week of `now` (UTC): its key (2026-W48) and its Monday 00:00. */
export function isoWeek(now: Date): { key: string; monday: Date } {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const monday = midnight - ((now.getUTCDay() + 6) % 7) * DAY;
  const thursday = new Date(monday + 3 * DAY);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY / 7) + 1;
  return { key: `${year}-W${String(week).padStart(2, '0')}`, monday: new Date(monday) };
}

const texts: Record<
  NotificationLanguage,
  {
    subject: (from: string, to: string) => string;
    heading: (company: string, from: string, to: string) => string;
    rows: [keyof Omit<Figures, 'topJobs'>, string][];
    topJobs: string;
    none: string;
    more: string;
  }
> = {
  en: {
    subject: (from, to) => `Your Tawzeef weekly report: ${from} to ${to}`,
    heading: (company, from, to) => `${company}: the week from ${from} to ${to} (UTC)`,
    rows: [
      ['applications', 'Applications'],
      ['interviews', 'Interviews scheduled'],
      ['offers', 'Offers'],
      ['hires', 'Hires'],
    ],
    topJobs: 'Top jobs by applications:',
    none: 'No applications this week.',
    more: 'All figures:',
  },
  ar: {
    subject: (from, to) => `تقرير توظيف الأسبوعي: من ${from} إلى ${to}`,
    heading: (company, from, to) => `${company}: الأسبوع من ${from} إلى ${to} (بالتوقيت العالمي)`,
    rows: [
      ['applications', 'الطلبات'],
      ['interviews', 'المقابلات المجدولة'],
      ['offers', 'العروض'],
      ['hires', 'التعيينات'],
    ],
    topJobs: 'الوظائف الأكثر طلبًا:',
    none: 'لا توجد طلبات هذا الأسبوع.',
    more: 'كل الأرقام:',
  },
};

export function weeklyReportMail(
  language: NotificationLanguage,
  company: string,
  range: { from: string; to: string },
  figures: Figures,
  publicUrl: string,
) {
  const t = texts[language];
  const jobs = figures.topJobs.map((j, i) => `${i + 1}. ${j.title || j.jobId}: ${j.applications}`);
  return {
    subject: t.subject(range.from, range.to),
    text: [
      t.heading(company, range.from, range.to),
      '',
      ...t.rows.map(([key, label]) => `${label}: ${figures[key]}`),
      '',
      t.topJobs,
      ...(jobs.length ? jobs : [t.none]),
      '',
      t.more,
      `${publicUrl}/dashboard/analytics`,
    ].join('\n'),
  };
}

/**
 * The weekly report: from Monday `hourUtc` (UTC) on, every company user whose "weekly report" setting is on gets one
 * mail with their company's figures of the previous ISO week (Monday 00:00 to Monday 00:00, UTC) from the analytics
 * read model, in their language. The claim `NotificationWeeklyReportSent {week}` in the user's inbox stream makes it
 * at most one mail per user and ISO week across restarts and API processes; a server down on Monday sends it later
 * in the week.
 */
export function weeklyReport(deps: MailLoopDeps & { hourUtc: number }): MailLoop {
  const { queries, notifications } = deps;

  async function send(now: Date): Promise<number> {
    const { key: week, monday } = isoWeek(now);
    if (now.getTime() < monday.getTime() + deps.hourUtc * 3_600_000) return 0;
    const from = new Date(monday.getTime() - 7 * DAY);
    const range = { from: dayOf(from.getTime()), to: dayOf(monday.getTime() - DAY) };
    const companies = new Map<string, { name: string; figures: Figures }>();
    const due = [];
    for (const r of await queries.notifications.weeklyReportRecipients()) {
      const companyId = r.companyId!;
      let company = companies.get(companyId);
      if (!company) {
        const [name, figures] = await Promise.all([
          queries.communications.companyName(companyId),
          queries.notifications.weeklyFigures(companyId, from, monday),
        ]);
        company = { name: name ?? '', figures };
        companies.set(companyId, company);
      }
      due.push({ ...r, company });
    }
    return sendClaimed(
      deps,
      'weekly report',
      due,
      (r) =>
        notifications.claimWeeklyReport(
          r.userId,
          week,
          { from: from.toISOString(), to: monday.toISOString() },
          { commandId: uuidV5(`weekly-report/${r.userId}/${week}`), actorId: null, correlationId: `weekly-${week}` },
        ),
      (r) => {
        const language: NotificationLanguage = r.language === 'ar' ? 'ar' : 'en';
        return {
          to: r.email,
          language,
          ...weeklyReportMail(language, r.company.name, range, r.company.figures, deps.publicUrl),
        };
      },
      (r) => ({ userId: r.userId, week }),
    );
  }

  return mailLoop(deps, 'weekly report', 15 * 60_000, send);
}

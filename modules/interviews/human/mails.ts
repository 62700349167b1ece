import { isolate } from '@tawzeef/shared';
import type { MeetingType } from './human-interview.ts';

export type HumanInterviewMailKind = 'invitation' | 'update' | 'cancellation' | 'reminder';

/** What every mail about one version of an interview says. Names and titles are isolated in both languages. */
export type HumanInterviewMailFacts = {
  jobTitle: string | null;
  company: string | null;
  candidateName: string | null;
  startsAt: string;
  timeZone: string;
  durationMinutes: number;
  type: MeetingType;
  location: string | null;
  interviewers: string[];
  note: string | null;
  reason: string | null;
};

type Language = 'en' | 'ar';
const locales: Record<Language, string> = { en: 'en-GB', ar: 'ar-u-nu-latn' };

/** "Wednesday 4 March 2026 at 11:00 (Asia/Riyadh)": the time in the zone it was chosen in, named. */
export function whenIn(language: Language, startsAt: string, timeZone: string): string {
  const text = new Intl.DateTimeFormat(locales[language], { dateStyle: 'full', timeStyle: 'short', timeZone }).format(
    new Date(startsAt),
  );
  return `${text} (${isolate(timeZone)})`;
}

const typeNames: Record<Language, Record<MeetingType, string>> = {
  en: { VIDEO: 'video call', PHONE: 'phone call', IN_PERSON: 'in person' },
  ar: { VIDEO: 'مكالمة فيديو', PHONE: 'مكالمة هاتفية', IN_PERSON: 'حضورياً' },
};

const own = (text: string | null) => (text ? isolate(text) : null);
const isLink = (text: string) => /^https?:\/\/\S+$/u.test(text);
const list = (language: Language, names: string[]) =>
  new Intl.ListFormat(locales[language], { type: 'conjunction' }).format(names.map((n) => isolate(n)));

function details(language: Language, f: HumanInterviewMailFacts): string[] {
  const en = language === 'en';
  // A link stays bare: an isolate mark next to it would become part of it for the mail clients that link it.
  const place = f.location
    ? isLink(f.location)
      ? f.location
      : own(f.location)
    : en
      ? 'to be confirmed'
      : 'يُحدَّد لاحقاً';
  return [
    `${en ? 'When' : 'الموعد'}: ${whenIn(language, f.startsAt, f.timeZone)}`,
    `${en ? 'Length' : 'المدة'}: ${f.durationMinutes} ${en ? 'minutes' : 'دقيقة'}`,
    `${en ? 'How' : 'الطريقة'}: ${typeNames[language][f.type]}`,
    `${f.type === 'VIDEO' ? (en ? 'Link' : 'الرابط') : f.type === 'PHONE' ? (en ? 'Number' : 'الرقم') : en ? 'Where' : 'المكان'}: ${place}`,
    `${en ? 'Interviewers' : 'المقابِلون'}: ${list(language, f.interviewers)}`,
  ];
}

const subjects: Record<Language, Record<HumanInterviewMailKind, string>> = {
  en: {
    invitation: 'Interview for %job at %company',
    update: 'Updated: interview for %job at %company',
    cancellation: 'Cancelled: interview for %job at %company',
    reminder: 'Reminder: interview for %job at %company',
  },
  ar: {
    invitation: 'مقابلة لوظيفة %job في %company',
    update: 'تعديل: مقابلة لوظيفة %job في %company',
    cancellation: 'إلغاء: مقابلة لوظيفة %job في %company',
    reminder: 'تذكير: مقابلة لوظيفة %job في %company',
  },
};

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/%(\w+)/gu, (_, key: string) => values[key] ?? '');

function candidatePart(language: Language, kind: HumanInterviewMailKind, f: HumanInterviewMailFacts): string[] {
  const en = language === 'en';
  const job = own(f.jobTitle) ?? (en ? 'the job' : 'الوظيفة');
  const company = own(f.company) ?? (en ? 'the company' : 'الشركة');
  const name = own(f.candidateName);
  const greeting = en ? `Hello ${name ?? 'there'},` : `مرحباً${name ? ` ${name}` : ''}،`;
  const lead = {
    invitation: en
      ? `${company} invites you to an interview for the ${job} role.`
      : `تدعوك ${company} إلى مقابلة لوظيفة ${job}.`,
    update: en
      ? `${company} changed your interview for the ${job} role. This replaces the earlier invitation.`
      : `عدّلت ${company} موعد مقابلتك لوظيفة ${job}. هذه الدعوة تحل محل الدعوة السابقة.`,
    cancellation: en
      ? `${company} cancelled your interview for the ${job} role.`
      : `ألغت ${company} مقابلتك لوظيفة ${job}.`,
    reminder: en
      ? `A reminder of your interview for the ${job} role at ${company}.`
      : `تذكير بمقابلتك لوظيفة ${job} في ${company}.`,
  }[kind];
  const lines = [greeting, '', lead, ''];
  if (kind === 'cancellation') {
    lines.push(`${en ? 'It was planned for' : 'كان موعدها'}: ${whenIn(language, f.startsAt, f.timeZone)}`);
    if (f.reason) lines.push(`${en ? 'Reason' : 'السبب'}: ${own(f.reason)}`);
  } else {
    lines.push(...details(language, f));
    lines.push('', en ? 'The attached invitation adds it to your calendar.' : 'الدعوة المرفقة تضيفها إلى تقويمك.');
  }
  return lines;
}

/**
 * The candidate's mail: English, then Arabic (the candidate's language is not known); the company's note once, at
 * the end, as it was written.
 */
export function candidateInterviewMail(kind: HumanInterviewMailKind, facts: HumanInterviewMailFacts) {
  const values = (language: Language) => ({
    job: own(facts.jobTitle) ?? (language === 'en' ? 'the job' : 'الوظيفة'),
    company: own(facts.company) ?? (language === 'en' ? 'the company' : 'الشركة'),
  });
  const subject = `${fill(subjects.en[kind], values('en'))} | ${fill(subjects.ar[kind], values('ar'))}`;
  const note =
    kind !== 'cancellation' && facts.note ? ['', '—', '', 'Note from the company | ملاحظة من الشركة:', facts.note] : [];
  const content = [...candidatePart('en', kind, facts), '', '—', '', ...candidatePart('ar', kind, facts), ...note].join(
    '\n',
  );
  return { subject, content };
}

export type InterviewerMailKind = HumanInterviewMailKind | 'rating-request';

/** An interviewer's mail, in their own language; `link` opens the application (and its rating form). */
export function interviewerInterviewMail(
  kind: InterviewerMailKind,
  language: Language,
  facts: HumanInterviewMailFacts & { interviewerName: string | null; link: string },
) {
  const en = language === 'en';
  const candidate = own(facts.candidateName) ?? (en ? 'the candidate' : 'المرشح');
  const job = own(facts.jobTitle) ?? (en ? 'the job' : 'الوظيفة');
  const subject = {
    invitation: en ? `Interview with ${candidate} (${job})` : `مقابلة مع ${candidate} (${job})`,
    update: en ? `Updated: interview with ${candidate} (${job})` : `تعديل: مقابلة مع ${candidate} (${job})`,
    cancellation: en ? `Cancelled: interview with ${candidate} (${job})` : `إلغاء: مقابلة مع ${candidate} (${job})`,
    reminder: en ? `Reminder: interview with ${candidate} (${job})` : `تذكير: مقابلة مع ${candidate} (${job})`,
    'rating-request': en
      ? `Your rating: interview with ${candidate} (${job})`
      : `تقييمك: مقابلة مع ${candidate} (${job})`,
  }[kind];
  const name = own(facts.interviewerName);
  const lead = {
    invitation: en
      ? `You are an interviewer in an interview with ${candidate} for the ${job} role.`
      : `أنت من المقابِلين في مقابلة مع ${candidate} لوظيفة ${job}.`,
    update: en
      ? `The interview with ${candidate} for the ${job} role changed. This replaces the earlier invitation.`
      : `تغيّرت المقابلة مع ${candidate} لوظيفة ${job}. هذه الدعوة تحل محل الدعوة السابقة.`,
    cancellation: en
      ? `The interview with ${candidate} for the ${job} role is cancelled.`
      : `أُلغيت المقابلة مع ${candidate} لوظيفة ${job}.`,
    reminder: en
      ? `A reminder of your interview with ${candidate} for the ${job} role.`
      : `تذكير بمقابلتك مع ${candidate} لوظيفة ${job}.`,
    'rating-request': en
      ? `How did the interview with ${candidate} for the ${job} role go? Please rate the candidate from 1 to 5.`
      : `كيف كانت المقابلة مع ${candidate} لوظيفة ${job}؟ يرجى تقييم المرشح من 1 إلى 5.`,
  }[kind];
  const lines = [en ? `Hello ${name ?? 'there'},` : `مرحباً${name ? ` ${name}` : ''}،`, '', lead, ''];
  if (kind === 'cancellation' || kind === 'rating-request') {
    lines.push(`${en ? 'Time' : 'الموعد'}: ${whenIn(language, facts.startsAt, facts.timeZone)}`);
    if (kind === 'cancellation' && facts.reason) lines.push(`${en ? 'Reason' : 'السبب'}: ${own(facts.reason)}`);
  } else {
    lines.push(...details(language, facts));
    if (facts.note) lines.push('', `${en ? 'Note to the candidate' : 'ملاحظة للمرشح'}: ${own(facts.note)}`);
  }
  lines.push(
    '',
    `${kind === 'rating-request' ? (en ? 'Rate here' : 'قيّم هنا') : en ? 'The application' : 'الطلب'}: ${facts.link}`,
  );
  return { subject, content: lines.join('\n') };
}

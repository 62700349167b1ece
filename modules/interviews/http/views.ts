import type { InterviewUtteranceRow, InterviewWithNames, ScheduleItem } from '@tawzeef/read-models';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const minutesBetween = (a: Date | null, b: Date | null) =>
  a && b ? Math.max(0, Math.round((b.getTime() - a.getTime()) / 60_000)) : null;

/** English only (API compatibility); screens and the PDF report build their titles from `stage` in the reader's language. */
export const interviewTitle = (stage: string) => (stage === 'SECOND' ? 'Second AI interview' : 'First AI interview');

export function transcriptView(u: InterviewUtteranceRow) {
  return {
    id: `${u.interviewId}:${u.seq}`,
    seq: u.seq,
    speakerType: u.speakerType,
    content: u.text,
    createdAt: u.at.toISOString(),
  };
}

/** The spec's Interview object; `company` sees the AI fields, the candidate does not. */
export function interviewView(
  row: InterviewWithNames,
  transcripts: InterviewUtteranceRow[],
  audience: 'company' | 'candidate',
) {
  const base = {
    id: row.interviewId,
    applicationId: row.applicationId,
    jobId: row.jobId,
    companyId: row.companyId,
    candidateId: row.candidateId,
    title: interviewTitle(row.stage),
    type: 'video',
    stage: row.stage,
    round: row.round,
    status: row.status,
    scheduledAt: row.scheduledAt.toISOString(),
    remindAt: row.remindAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    maxDurationMinutes: row.maxDurationMinutes,
    startedAt: iso(row.startedAt),
    endedAt: iso(row.endedAt),
    duration: minutesBetween(row.startedAt, row.endedAt),
    endReason: row.endReason,
    roomId: row.roomName,
    job: { id: row.jobId, title: row.jobTitle ?? '', company: { name: row.companyName ?? '' } },
    candidate: { id: row.candidateId, firstName: row.firstName ?? '', lastName: row.lastName ?? '' },
    transcriptCount: row.utteranceCount,
    transcripts: transcripts.map(transcriptView),
  };
  if (audience === 'candidate') return base;
  return {
    ...base,
    aiScore: row.aiScore,
    aiRecommendation: row.aiRecommendation,
    aiAnalysis: row.aiAnalysis,
    aiAnalysisLanguage: row.aiAnalysisLanguage,
    // The assessment in each stored language, as { aiAnalysis } like the AI engine returns it.
    aiAnalysisTranslations: Object.fromEntries(
      Object.entries(row.aiAnalysisTranslations ?? {}).map(([language, text]) => [language, { aiAnalysis: text }]),
    ),
    insufficientEvidence: row.insufficientEvidence,
    evidence: row.evidence ?? [],
    breakdown: row.breakdown ?? [],
    provenance: row.provenance,
    interviewerNotes: null,
    videoLink: row.recordingKey ? `/api/interviews/${row.interviewId}/recording` : null,
    reportUrl: `/api/interviews/${row.interviewId}/report.pdf`,
    hasRecording: row.recordingKey !== null,
  };
}

const open = new Set(['SCHEDULED', 'IN_PROGRESS']);
const displayStatus = (status: string) =>
  open.has(status) ? 'upcoming' : status === 'COMPLETED' ? 'completed' : 'cancelled';

/**
 * The spec's candidate "Interview item" plus what the room needs. `interviewer` and `location` stay English for API
 * compatibility; `interviewerKind` and `online` say the same for screens that translate.
 */
export function candidateInterviewView(row: InterviewWithNames, joinUrl: string | null) {
  const at = row.scheduledAt.toISOString();
  return {
    id: row.interviewId,
    applicationId: row.applicationId,
    jobId: row.jobId,
    jobTitle: row.jobTitle ?? '',
    company: row.companyName ?? '',
    interviewer: 'AI Interviewer',
    /** Structured twins of the English `interviewer` and `location`, for translated screens. */
    interviewerKind: 'AI' as const,
    online: true,
    date: at.slice(0, 10),
    time: at.slice(11, 16),
    scheduledAt: at,
    expiresAt: row.expiresAt.toISOString(),
    type: 'video',
    stage: row.stage,
    status: displayStatus(row.status),
    interviewStatus: row.status,
    location: 'Online',
    roomName: row.roomName,
    joinUrl: open.has(row.status) ? joinUrl : null,
  };
}

/**
 * One Upcoming Schedule entry. `title` is the English text (kept for API compatibility); screens build their own
 * from `kind`, `stage`, `jobTitle` and `candidateName` (null when the candidate has no name).
 */
export function scheduleEventView(item: ScheduleItem) {
  if (item.kind === 'deadline') {
    const at = item.deadlineAt.toISOString();
    // A deadline is a calendar date: the day the company chose, with no time (its instant is the day's end).
    return {
      id: `deadline:${item.jobId}`,
      title: `Application deadline: ${item.title}`,
      kind: 'deadline' as const,
      stage: null,
      jobTitle: item.title,
      candidateName: null,
      date: item.deadline ?? at.slice(0, 10),
      time: null,
      at,
      type: 'deadline' as const,
      status: null,
      interviewId: null,
      applicationId: null,
      jobId: item.jobId,
      roomId: null,
    };
  }
  const r = item.interview;
  const when = r.status === 'IN_PROGRESS' && r.startedAt ? r.startedAt : r.expiresAt;
  const at = when.toISOString();
  const candidateName = `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim() || null;
  return {
    id: `interview:${r.interviewId}`,
    title: `${interviewTitle(r.stage)}: ${candidateName ?? 'Candidate'} (${r.jobTitle ?? ''})`,
    kind: 'interview' as const,
    stage: r.stage,
    jobTitle: r.jobTitle ?? null,
    candidateName,
    date: at.slice(0, 10),
    time: at.slice(11, 16),
    at,
    type: 'interview' as const,
    status: r.status,
    interviewId: r.interviewId,
    applicationId: r.applicationId,
    jobId: r.jobId,
    roomId: r.roomName,
  };
}

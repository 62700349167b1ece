import type { RecordedEvent } from '@tawzeef/shared';
import { occurredAtOf } from '../runner/projection.ts';
import { str } from '../runner/fields.ts';
import type { NotificationsBatch } from './batch.ts';
import { mentionedUserIds } from './mentions.ts';
import { notify, subjectOf } from './notify.ts';
import { mentionRule } from './rules.ts';

type Data = Record<string, unknown>;

/** A USER note that mentions members (mentions.ts): a mention row per member (for the e-mail), and their notifications. */
export async function applyNote(batch: NotificationsBatch, event: RecordedEvent, d: Data) {
  const text = str(d.text);
  if (str(d.source) !== 'USER' || !text.includes('@')) return;
  const subject = await subjectOf(batch, event, d);
  if (!subject) return;
  const members = await batch.membersOf(subject.companyId);
  const authorId = typeof d.authorId === 'string' ? d.authorId : null;
  const mentioned = mentionedUserIds(text, members, authorId);
  if (mentioned.length === 0) return;
  const author = members.find((m) => m.userId === authorId);
  const authorName = author ? `${author.firstName} ${author.lastName}`.trim() : '';
  const noteId = str(d.noteId);
  const params = {
    authorName,
    candidateName: String(subject.params.candidateName ?? ''),
    jobTitle: String(subject.params.jobTitle ?? ''),
  };
  const createdAt = occurredAtOf(event) ?? new Date(0);
  batch.addMentions(
    mentioned.map((userId) => ({
      noteId,
      userId,
      companyId: subject.companyId,
      applicationId: str(d.applicationId),
      params,
      excerpt: text.slice(0, 500),
      actionUrl: subject.actionUrl ?? '',
      createdAt,
      mailedAt: null,
    })),
  );
  const { candidateName, jobTitle, applicationId, jobId } = subject.metadata;
  await notify(
    batch,
    event,
    mentionRule,
    {
      ...subject,
      params,
      metadata: { candidateName, jobTitle, applicationId, jobId, noteId, authorId, authorName },
    },
    new Set(mentioned),
  );
}

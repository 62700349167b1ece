import { str } from '../runner/fields.ts';
import type { RecordedEvent } from '@tawzeef/shared';
import type { BatchKeys, NotificationsBatch } from './batch.ts';

type Data = Record<string, unknown>;
export const obj = (value: unknown): Data => (typeof value === 'object' && value !== null ? (value as Data) : {});
const bools = (value: unknown): Record<string, boolean> =>
  Object.fromEntries(Object.entries(obj(value)).filter((e): e is [string, boolean] => typeof e[1] === 'boolean'));
const nameOf = (d: Data) => ({ firstName: str(d.firstName).trim(), lastName: str(d.lastName).trim() });

/** The rows an event reads or writes, gathered for the whole batch before any event is applied. */
export function collectKeys(keys: BatchKeys, event: RecordedEvent): void {
  const d = obj(event.data);
  if (typeof d.applicationId === 'string') keys.applicationIds.add(d.applicationId);
  if (typeof d.jobId === 'string') keys.jobIds.add(d.jobId);
  if (typeof d.companyId === 'string') keys.companyIds.add(d.companyId);
  if (typeof d.userId === 'string') keys.userIds.add(d.userId);
}

/**
 * Who belongs to which company and what they chose, jobs' titles and applications' candidates, as of each event
 * in log order. Each change is guarded by the row's last position, so a replayed event changes nothing.
 */
export async function applyContext(batch: NotificationsBatch, event: RecordedEvent, position: number) {
  const d = obj(event.data);
  switch (event.type) {
    case 'UserRegistered': {
      if (str(d.userType) !== 'COMPANY') return;
      const userId = str(d.userId);
      const row = await batch.member(userId);
      if (!row) batch.putMember({ userId, companyId: null, settings: {}, ...nameOf(d), lastPosition: position });
      else if (row.lastPosition < position) batch.putMember({ ...row, ...nameOf(d), lastPosition: position });
      return;
    }
    case 'UserProfileUpdated': {
      // Only company users have a row (UserRegistered); a candidate's profile changes nothing here.
      const row = await batch.member(str(d.userId));
      if (row && row.lastPosition < position) batch.putMember({ ...row, ...nameOf(d), lastPosition: position });
      return;
    }
    case 'MemberJoined': {
      const userId = str(d.userId);
      const companyId = str(d.companyId);
      const row = await batch.member(userId);
      if (!row) {
        batch.putMember({ userId, companyId, settings: {}, firstName: '', lastName: '', lastPosition: position });
      } else if (row.lastPosition < position) batch.putMember({ ...row, companyId, lastPosition: position });
      return;
    }
    case 'UserNotificationSettingsChanged': {
      const userId = str(d.userId);
      const settings = bools(d.settings);
      const row = await batch.member(userId);
      if (!row) {
        batch.putMember({ userId, companyId: null, settings, firstName: '', lastName: '', lastPosition: position });
      } else if (row.lastPosition < position) batch.putMember({ ...row, settings, lastPosition: position });
      return;
    }
    case 'CompanyRegistered': {
      const companyId = str(d.companyId);
      if (!(await batch.company(companyId))) batch.putCompany({ companyId, preferences: {}, lastPosition: position });
      return;
    }
    case 'CompanyNotificationPreferencesChanged': {
      const companyId = str(d.companyId);
      const row = await batch.company(companyId);
      if (!row || row.lastPosition < position) {
        batch.putCompany({ companyId, preferences: bools(d.preferences), lastPosition: position });
      }
      return;
    }
    case 'JobDrafted':
    case 'JobUpdated': {
      const jobId = str(d.jobId);
      const title = str(obj(d.fields).title);
      const row = await batch.job(jobId);
      if (!row) batch.putJob({ jobId, companyId: str(d.companyId), title, lastPosition: position });
      else if (row.lastPosition < position) batch.putJob({ ...row, title, lastPosition: position });
      return;
    }
    case 'ApplicationSubmitted': {
      const applicationId = str(d.applicationId);
      if (await batch.application(applicationId)) return;
      const applicant = obj(d.applicant);
      batch.addApplication({
        applicationId,
        companyId: str(d.companyId),
        jobId: str(d.jobId),
        candidateName: `${str(applicant.firstName)} ${str(applicant.lastName)}`.trim(),
      });
      return;
    }
  }
}

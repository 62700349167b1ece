import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import {
  companyApplicationsApi,
  type ApplicationNote,
  type ApplicationStatus,
  type CompanyApplication,
  type Priority,
} from '../../../api/company-applications.ts';
import { useLoad } from '../../../api/useLoad.ts';
import { loose } from '../../../forms/messages.ts';
import { applicationErrorText, isConflict } from '../errors.ts';

const isApplication = (value: unknown): value is CompanyApplication =>
  Boolean(value && typeof value === 'object' && 'id' in value && 'status' in value);

/** The profile's data (application, notes, history) and its writes, one at a time. */
export function useApplicationProfile(id: string) {
  const { t } = useTranslation();
  const say = loose(t);
  const notify = useNotify();
  const application = useLoad((signal) => companyApplicationsApi.one(id, signal), [id]);
  const history = useLoad((signal) => companyApplicationsApi.history(id, signal), [id]);
  const [updating, setUpdating] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const refreshAll = () => {
    application.reload();
    history.reload();
  };

  const write = async (what: string, call: () => Promise<unknown>, done: string) => {
    setUpdating(what);
    setConflict(false);
    setFailure(null);
    try {
      const updated = await call();
      if (isApplication(updated) && application.data) application.setData({ ...application.data, ...updated });
      notify(done, { type: 'success' });
    } catch (error) {
      if (isConflict(error)) setConflict(true);
      else setFailure(applicationErrorText(t, error, 'companyApplications.updateFailed'));
    } finally {
      setUpdating(null);
      refreshAll();
    }
  };

  const changeStatus = (status: ApplicationStatus, reason?: string) =>
    write(
      status,
      () =>
        companyApplicationsApi.setStatus(id, { status, reason, expectedVersion: application.data?.version ?? null }),
      say('companyApplications.updated', { status: say(`companyApplications.status.${status}`) }),
    );

  const changePriority = (priority: Priority) =>
    write(
      'priority',
      () => companyApplicationsApi.setPriority(id, priority, application.data?.version ?? null),
      say('companyApplications.priorityUpdated', { priority: say(`companyApplications.priority.${priority}`) }),
    );

  const addNote = async (text: string): Promise<boolean> => {
    try {
      const note: ApplicationNote = await companyApplicationsApi.addNote(id, text);
      const current = application.data;
      if (current)
        application.setData({ ...current, notes: [note, ...(current.notes ?? []).filter((n) => n.id !== note.id)] });
      refreshAll();
      return true;
    } catch (error) {
      notify(applicationErrorText(t, error, 'companyApplications.notes.failed'), { type: 'error' });
      return false;
    }
  };

  return {
    application,
    history,
    updating,
    conflict,
    failure,
    dismiss: () => {
      setConflict(false);
      setFailure(null);
    },
    changeStatus,
    changePriority,
    addNote,
  };
}

import { useState } from 'react';
import { useCreate, useGetOne, useNotify, useUpdate } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { loose } from '../../../forms/messages.ts';
import { applicationErrorText, isConflict } from '../errors.ts';
import type { ApplicationNote, ApplicationStatus, CompanyApplication, HistoryEvent, Priority } from '../types.ts';
import { retryUnlessRefused, useApplicationPart } from './useApplicationPart.ts';

/**
 * The profile's data through the dashboard's data provider: the application ('applications' record) and its
 * history; its writes (status, priority: useUpdate with the state action; notes: useCreate), one at a time.
 */
export function useApplicationProfile(id: string) {
  const { t } = useTranslation();
  const say = loose(t);
  const notify = useNotify();
  const application = useGetOne<CompanyApplication>(
    'applications',
    { id },
    { enabled: Boolean(id), retry: retryUnlessRefused },
  );
  const history = useApplicationPart<HistoryEvent[]>('applicationHistory', id);
  const [update] = useUpdate<CompanyApplication>();
  const [create] = useCreate<{ applicationId: string; text: string }, unknown, ApplicationNote>();
  const [updating, setUpdating] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const refreshAll = () => {
    void application.refetch();
    history.reload();
  };

  /** A state action whose answer is the whole profile: react-admin puts it in the record's cache. */
  type Change = Partial<CompanyApplication> & { reason?: string; expectedVersion?: number };
  const write = async (what: string, action: 'status' | 'priority', change: Change, done: string) => {
    setUpdating(what);
    setConflict(false);
    setFailure(null);
    const expectedVersion = application.data?.version;
    try {
      await update(
        'applications',
        {
          id,
          data: { ...change, ...(typeof expectedVersion === 'number' ? { expectedVersion } : {}) },
          previousData: application.data,
          meta: { action, method: 'PATCH' },
        },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
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
      'status',
      { status, ...(reason ? { reason } : {}) },
      say('companyApplications.updated', { status: say(`companyApplications.status.${status}`) }),
    );

  const changePriority = (priority: Priority) =>
    write(
      'priority',
      'priority',
      { priority },
      say('companyApplications.priorityUpdated', { priority: say(`companyApplications.priority.${priority}`) }),
    );

  const addNote = async (text: string): Promise<boolean> => {
    try {
      await create('applicationNotes', { data: { applicationId: id, text } }, { returnPromise: true });
      // The box clears once the note shows in the list.
      history.reload();
      await application.refetch();
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

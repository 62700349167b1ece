import i18next from 'i18next';
import { useState } from 'react';
import { useDataProvider, useListContext, useNotify, useUpdate } from 'react-admin';
import { useTranslation } from 'react-i18next';
import type { DashboardDataProvider } from '../dataProvider.ts';
import type { ApplicationStatus, BulkResult, CompanyApplication } from './types.ts';
import { loose } from '../../forms/messages.ts';
import { applicationErrorText, isConflict } from './errors.ts';
import { fullName } from './format.ts';
import { confirmedStatuses, type PendingStatus } from './StatusDialog.tsx';
import type { ScheduleOutcome, ScheduleTarget } from './schedule/ScheduleDialog.tsx';

export interface BulkReport {
  status: ApplicationStatus;
  total: number;
  ok: number;
  failures: { id: string; name: string; message: string }[];
}

type Target = { kind: 'one'; app: CompanyApplication } | { kind: 'bulk'; ids: string[] };

/**
 * Row actions change one application optimistically through the data provider (react-admin rolls back on
 * failure); bulk actions send one call and report the outcome of each application; both reload afterwards.
 * Used inside the applications List: the rows and the selection are its own.
 */
export function useStatusActions(reload: () => void) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { data, selectedIds, onUnselectItems } = useListContext<CompanyApplication>();
  const [update] = useUpdate<CompanyApplication>();
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const [busy, setBusy] = useState<Set<string>>(new Set());
  const [bulkBusy, setBulkBusy] = useState(false);
  const [report, setReport] = useState<BulkReport | null>(null);
  const [pending, setPending] = useState<(PendingStatus & { target: Target }) | null>(null);
  const [scheduling, setScheduling] = useState<ScheduleTarget | null>(null);
  const say = loose(t);
  const rows = data ?? [];

  const changeOne = (app: CompanyApplication, status: ApplicationStatus, reason?: string) => {
    setBusy((current) => new Set(current).add(app.id));
    const body = {
      status,
      ...(reason ? { reason } : {}),
      ...(typeof app.version === 'number' ? { expectedVersion: app.version } : {}),
    };
    update(
      'applications',
      { id: app.id, data: body, previousData: app, meta: { action: 'status', method: 'PATCH' } },
      {
        mutationMode: 'optimistic',
        onSuccess: () =>
          notify(say('companyApplications.updated', { status: say(`companyApplications.status.${status}`) }), {
            type: 'success',
          }),
        onError: (error) =>
          notify(
            isConflict(error)
              ? t('companyApplications.errors.VERSION_CONFLICT')
              : applicationErrorText(t, error, 'companyApplications.updateFailed'),
            { type: 'error' },
          ),
        onSettled: () => {
          setBusy((current) => {
            const next = new Set(current);
            next.delete(app.id);
            return next;
          });
          reload();
        },
      },
    );
  };

  const changeMany = async (ids: string[], status: ApplicationStatus, reason?: string) => {
    setBulkBusy(true);
    setReport(null);
    const names = new Map(rows.map((row) => [row.id, fullName(row) || t('companyApplications.unknownCandidate')]));
    try {
      const results: BulkResult[] = await dataProvider.changeApplicationStatuses(ids, status, reason);
      const byId = new Map(results.map((result) => [result.id, result]));
      const failures = ids
        .filter((id) => !(byId.get(id)?.ok ?? false))
        .map((id) => {
          const result = byId.get(id);
          const key = result?.code?.startsWith('APPLICATION.')
            ? `companyApplications.errors.${result.code.slice('APPLICATION.'.length)}`
            : '';
          const known = key && i18next.exists(key) && i18next.language.startsWith('ar');
          return {
            id,
            name: names.get(id) ?? id,
            message: known ? say(key) : (result?.detail ?? t('companyApplications.updateFailed')),
          };
        });
      setReport({ status, total: ids.length, ok: ids.length - failures.length, failures });
      onUnselectItems();
    } catch (error) {
      notify(applicationErrorText(t, error, 'companyApplications.updateFailed'), { type: 'error' });
    } finally {
      setBulkBusy(false);
      reload();
    }
  };

  const request = (target: Target, status: ApplicationStatus) => {
    // Scheduling is a form (date, time, people), not a bare status: the interview moves the status itself.
    if (status === 'INTERVIEW_SCHEDULED') {
      setScheduling(
        target.kind === 'one'
          ? {
              kind: 'one',
              applicationId: target.app.id,
              name: fullName(target.app) || t('companyApplications.unknownCandidate'),
            }
          : { kind: 'many', applicationIds: target.ids },
      );
      return;
    }
    const subject =
      target.kind === 'one'
        ? fullName(target.app) || t('companyApplications.unknownCandidate')
        : t('companyApplications.bulk.subject', { count: target.ids.length });
    if (confirmedStatuses.includes(status)) setPending({ status, subject, target });
    else void run(target, status);
  };

  const run = (target: Target, status: ApplicationStatus, reason?: string) =>
    target.kind === 'one' ? changeOne(target.app, status, reason) : void changeMany(target.ids, status, reason);

  const scheduled = (outcome: ScheduleOutcome) => {
    setScheduling(null);
    if (outcome.kind === 'many') {
      notify(t('humanInterviews.done.scheduledMany', { ok: outcome.ok, total: outcome.total }), {
        type: outcome.ok === outcome.total ? 'success' : 'warning',
      });
      onUnselectItems();
    } else notify(t('humanInterviews.done.scheduled'), { type: 'success' });
    reload();
  };

  return {
    scheduling,
    closeScheduling: () => setScheduling(null),
    scheduled,
    busy,
    bulkBusy,
    report,
    dismissReport: () => setReport(null),
    pending,
    cancel: () => setPending(null),
    confirm: (reason: string) => {
      if (pending) void run(pending.target, pending.status, reason || undefined);
      setPending(null);
    },
    rowAction: (app: CompanyApplication, status: ApplicationStatus) => request({ kind: 'one', app }, status),
    bulkAction: (status: ApplicationStatus) => request({ kind: 'bulk', ids: selectedIds.map(String) }, status),
  };
}

import DoneAll from '@mui/icons-material/DoneAll';
import Button from '@mui/material/Button';
import { useListContext, useNotify, useUpdateMany } from 'react-admin';
import { useTranslation } from 'react-i18next';
import type { AppNotification } from '../../api/notifications.ts';
import { errorText } from '../../forms/messages.ts';
import { asApiError } from '../dataProvider.ts';

/** Marks the selected notifications read (PUT /{id} { read: true } each; a read one stays read). */
export function BulkMarkReadButton({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { selectedIds, onUnselectItems } = useListContext<AppNotification>();
  const [updateMany, { isPending }] = useUpdateMany<AppNotification>();
  const run = () =>
    updateMany(
      'notifications',
      { ids: selectedIds, data: { read: true } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          onUnselectItems();
          onDone();
        },
        onError: (error) => notify(errorText(t, asApiError(error), 'notificationCenter.markFailed'), { type: 'error' }),
      },
    );
  return (
    <Button size="small" startIcon={<DoneAll />} disabled={isPending} onClick={() => void run()}>
      {t('notificationCenter.markRead')}
    </Button>
  );
}

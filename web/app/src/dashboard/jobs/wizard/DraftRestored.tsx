import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../applications/profile/time.ts';
import { useLanguage } from '../../../providers/LanguageProvider.tsx';

/** Says a draft was brought back (and when it was saved), with Discard Draft. */
export function DraftRestored({ savedAt, onDiscard }: { savedAt: string; onDiscard: () => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <Alert
      severity="info"
      data-testid="draft-restored"
      action={
        <Button color="inherit" size="small" onClick={onDiscard}>
          {t('jobWizard.discardDraft')}
        </Button>
      }
    >
      {t('jobWizard.draftRestored', { time: formatDateTime(savedAt, language) })}
    </Alert>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { wizardSteps, type WizardStep } from './StepIndicator.tsx';

/** The wizard's footer: Cancel or Previous, then Next or (on the preview) Publish. */
export function WizardNav({
  step,
  index,
  goTo,
  submitting,
  aiBusy,
  busyLabel,
  onNext,
  onPublish,
}: {
  step: WizardStep;
  index: number;
  goTo: (step: WizardStep) => void;
  submitting: boolean;
  aiBusy: boolean;
  busyLabel: string | null;
  onNext: () => void;
  onPublish: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        pt: 1,
        borderBlockStart: 1,
        borderColor: 'divider',
      }}
    >
      {index === 0 ? (
        <Button onClick={() => navigate(-1)}>{t('jobWizard.cancel')}</Button>
      ) : (
        <Button onClick={() => goTo(wizardSteps[index - 1] ?? 'basic')} disabled={submitting}>
          {t('jobWizard.previous')}
        </Button>
      )}
      {step === 'preview' ? (
        <Button variant="contained" onClick={onPublish} disabled={submitting || aiBusy}>
          {busyLabel ?? t('jobWizard.publish')}
        </Button>
      ) : (
        <Button variant="contained" onClick={onNext} disabled={aiBusy || submitting}>
          {busyLabel ?? t('jobWizard.next')}
        </Button>
      )}
    </Box>
  );
}

import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

export const wizardSteps = ['basic', 'details', 'interview-questions', 'ai-config', 'preview'] as const;
export type WizardStep = (typeof wizardSteps)[number];

/** Current step highlighted, completed steps checked, later steps greyed. */
export function StepIndicator({ step }: { step: WizardStep }) {
  const { t } = useTranslation();
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const active = wizardSteps.indexOf(step);
  return (
    <Stepper activeStep={active} alternativeLabel={!compact} orientation="horizontal" aria-label={t('jobWizard.steps')}>
      {wizardSteps.map((name, index) => (
        <Step key={name} completed={index < active}>
          <StepLabel
            aria-current={index === active ? 'step' : undefined}
            optional={
              compact ? undefined : (
                <Typography variant="caption" color="text.secondary">
                  {t(`jobWizard.step.${name}.description`)}
                </Typography>
              )
            }
          >
            {compact && index !== active ? '' : t(`jobWizard.step.${name}.title`)}
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}

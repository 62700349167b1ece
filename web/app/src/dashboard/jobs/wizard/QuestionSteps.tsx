import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AutoAwesome from '@mui/icons-material/AutoAwesome';
import { useTranslation } from 'react-i18next';
import { FieldRow } from '../JobFormFields.tsx';
import type { JobForm } from '../useJobForm.ts';

export const promptFields = ['aiCvAnalysisPrompt', 'aiFirstInterviewPrompt', 'aiSecondInterviewPrompt'] as const;

export function InterviewQuestionsStep({ form }: { form: JobForm }) {
  const { t } = useTranslation();
  const tips = ['tipSkills', 'tipBehaviour', 'tipMotivation', 'tipOpen', 'tipTechnical'] as const;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography component="h3" variant="h6">
        {t('jobWizard.interview.title')}
      </Typography>
      <Typography color="text.secondary">{t('jobWizard.interview.help')}</Typography>
      <TextField
        {...form.text('interviewQuestions', { rows: 8 })}
        minRows={8}
        placeholder={t('jobWizard.placeholder.interviewQuestions')}
      />
      <Alert severity="info" icon={false}>
        <Typography sx={{ fontWeight: 700 }}>{t('jobWizard.interview.tipsTitle')}</Typography>
        <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5 }}>
          {tips.map((tip) => (
            <li key={tip}>{t(`jobWizard.interview.${tip}`)}</li>
          ))}
        </Box>
      </Alert>
    </Box>
  );
}

export function AiConfigStep({
  form,
  generating,
  onRegenerate,
}: {
  form: JobForm;
  generating: boolean;
  onRegenerate: () => void;
}) {
  const { t } = useTranslation();
  const any = promptFields.some((field) => form.values[field].trim());
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Typography color="text.secondary">{t('jobWizard.ai.subtitle')}</Typography>
      {generating && (
        <Alert severity="info" role="status" data-testid="ai-generating">
          {t('jobWizard.ai.banner')}
        </Alert>
      )}
      {promptFields.map((field) => (
        <FieldRow key={field} form={form} field={field}>
          <TextField {...form.text(field, { rows: 5, counter: true })} minRows={5} disabled={generating} />
        </FieldRow>
      ))}
      {any && (
        <Box>
          <Button variant="outlined" startIcon={<AutoAwesome />} disabled={generating} onClick={onRegenerate}>
            {generating ? t('jobWizard.ai.regenerating') : t('jobWizard.ai.regenerate')}
          </Button>
        </Box>
      )}
    </Box>
  );
}

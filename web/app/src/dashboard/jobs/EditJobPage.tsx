import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { HttpError, Title, useDataProvider, useGetOne, useNotify, useUpdate } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import type { CompanyJob, InterviewSettingsView } from './types.ts';
import { useLoad } from '../../api/useLoad.ts';
import { PageSpinner } from '../../auth/guards.tsx';
import {
  editRequired,
  emptyJob,
  jobPayload,
  uniqueSkills,
  validateJob,
  type JobFormValues,
} from '../../jobs/jobRules.ts';
import { errorText } from '../../forms/messages.ts';
import { asApiError, type DashboardDataProvider } from '../dataProvider.ts';
import { BasicFields } from './wizard/BasicStep.tsx';
import { promptFields } from './wizard/QuestionSteps.tsx';
import { ExperienceField } from './ExperienceField.tsx';
import { FieldRow, OptionSelect, RewriteButton } from './JobFormFields.tsx';
import { focusFirstError, useJobForm } from './useJobForm.ts';
import { InterviewTimingFields, useInterviewTiming } from './InterviewTimingFields.tsx';
import { sameTiming, timingValuesOf } from './interviewTiming.ts';
import { educationLevels } from '../../jobs/jobOptions.ts';
import { UserText } from '../../i18n/isolate.tsx';

function valuesOf(job: CompanyJob): JobFormValues {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    ...emptyJob,
    ...Object.fromEntries(
      Object.keys(emptyJob).map((key) => [key, text((job as unknown as Record<string, unknown>)[key])]),
    ),
    deadline: text(job.deadline).slice(0, 10),
    type: text(job.type) || 'FULL_TIME',
    jobLevel: text(job.jobLevel) || 'ENTRY',
    workType: job.workType === 'ON_SITE' ? 'ONSITE' : text(job.workType) || 'ONSITE',
    interviewLanguage: text(job.interviewLanguage) || 'english',
    skills: job.skills ?? [],
    aiCvAnalysisPrompt: text(job.aiCvAnalysisPrompt ?? job.cvAnalysisPrompt),
    aiFirstInterviewPrompt: text(job.aiFirstInterviewPrompt ?? job.interviewPrompt),
  } as JobFormValues;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2.5 }}>
      <Typography component="h2" variant="h6">
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function EditForm({ job, settings }: { job: CompanyJob; settings: InterviewSettingsView | null }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [update] = useUpdate<CompanyJob>();
  const navigate = useNavigate();
  const form = useJobForm(valuesOf(job));
  const [skillsText, setSkillsText] = useState(() => (job.skills ?? []).join(', '));
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [savedTiming] = useState(() => timingValuesOf(settings?.own));
  const timing = useInterviewTiming(savedTiming);
  const published = job.status !== 'DRAFT';
  useEffect(() => form.setValue('skills', uniqueSkills(skillsText.split(','))), [skillsText]); // eslint-disable-line react-hooks/exhaustive-deps

  const save = async () => {
    setFailure(null);
    const values = form.values;
    const required = published
      ? ([...editRequired, 'responsibilities', 'requirements', 'experience', 'skills'] as const)
      : editRequired;
    const errors = validateJob(values, required);
    if (!values.deadline) delete errors.deadline;
    else if (values.deadline === valuesOf(job).deadline) delete errors.deadline;
    form.setErrors(errors);
    const jobValid = Object.keys(errors).length === 0;
    const timingValid = !settings || timing.check(jobValid);
    if (!jobValid) return focusFirstError(errors, Object.keys(emptyJob) as (keyof JobFormValues)[]);
    if (!timingValid) return;
    setSaving(true);
    try {
      const payload = jobPayload(values);
      if (values.deadline === valuesOf(job).deadline) delete payload.deadline;
      await update(
        'jobs',
        { id: job.id, data: payload, previousData: job },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
    } catch (caught) {
      const error = asApiError(caught);
      const fields = form.takeServerErrors(error);
      if (fields) focusFirstError(fields, Object.keys(emptyJob) as (keyof JobFormValues)[]);
      setFailure(errorText(t, error, 'jobEdit.updateFailed'));
      setSaving(false);
      return;
    }
    // Saved with the rest; unchanged (or unloaded) timers are left alone.
    if (settings && !sameTiming(timing.values, savedTiming)) {
      try {
        await timing.save(job.id);
      } catch (error) {
        setFailure(t('jobTiming.saveFailed', { message: errorText(t, error, 'jobEdit.updateFailed') }));
        setSaving(false);
        return;
      }
    }
    notify(t('jobEdit.updated'), { type: 'success' });
    navigate('/dashboard/jobs');
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      sx={{ display: 'grid', gap: 2 }}
    >
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <Section title={t('jobEdit.section.basic')}>
        <BasicFields form={form} deadlineRequired={false} />
      </Section>
      <Section title={t('jobEdit.section.details')}>
        <TextField {...form.text('shortDescription', { rows: 2, counter: true })} required />
        <FieldRow form={form} field="description" action={<RewriteButton form={form} field="description" />}>
          <TextField {...form.text('description', { rows: 6, counter: true })} required />
        </FieldRow>
        <TextField {...form.text('responsibilities', { rows: 4, counter: true })} required={published} />
        <TextField {...form.text('requirements', { rows: 4, counter: true })} required={published} />
        <TextField {...form.text('benefits', { rows: 3, counter: true })} />
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <TextField {...form.text('salary')} required placeholder={t('jobWizard.placeholder.salary')} />
          <OptionSelect
            form={form}
            field="education"
            options={educationLevels}
            labelPrefix="jobOptions.education"
            allowEmpty
          />
          <ExperienceField form={form} />
          <TextField
            id="field-skills"
            label={t('jobWizard.field.skills')}
            value={skillsText}
            onChange={(e) => setSkillsText(e.target.value)}
            error={Boolean(form.errors.skills)}
            helperText={form.errors.skills ? t('jobRules.skillsRequired') : t('jobEdit.skillsHelp')}
          />
        </Box>
      </Section>
      <Section title={t('jobEdit.section.ai')}>
        {promptFields.map((field) => (
          <TextField key={field} {...form.text(field, { rows: 4, counter: true })} />
        ))}
        <InterviewTimingFields
          timing={timing}
          disabled={!settings}
          notice={settings ? null : t('jobTiming.loadFailed')}
        />
      </Section>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={`/dashboard/jobs/${encodeURIComponent(job.id)}/applications`}>
          {t('jobEdit.viewApplications')}
        </Button>
        <Button component={RouterLink} to="/dashboard/jobs">
          {t('jobEdit.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={saving}>
          {saving ? t('jobEdit.saving') : t('jobEdit.save')}
        </Button>
      </Box>
    </Box>
  );
}

/** /dashboard/jobs/{id}: Basic Information, Job Details and AI Recruitment Configuration. */
export function EditJobPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const job = useGetOne<CompanyJob>('jobs', { id }, { enabled: Boolean(id) });
  // A failure leaves the timers read-only (null) rather than blocking the rest of the form.
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const settings = useLoad(() => dataProvider.jobInterviewSettings(id).catch(() => null), [id]);
  const missing = job.error instanceof HttpError && job.error.status === 404;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Title title={t('jobEdit.title')} />
      <Typography component="h1" variant="h5">
        {t('jobEdit.title')}
        {job.data?.title && (
          <>
            {': '}
            <UserText>{job.data.title}</UserText>
          </>
        )}
      </Typography>
      {(job.isPending && !job.error) || (settings.loading && settings.data === undefined) ? (
        <PageSpinner label={t('jobEdit.loading')} />
      ) : !job.data ? (
        <Alert
          severity="error"
          action={
            missing ? (
              <Button color="inherit" size="small" component={RouterLink} to="/dashboard/jobs">
                {t('jobEdit.backToJobs')}
              </Button>
            ) : (
              <Button color="inherit" size="small" onClick={() => void job.refetch()}>
                {t('common.tryAgain')}
              </Button>
            )
          }
        >
          {missing ? t('jobEdit.notFound') : t('jobEdit.loadFailed')}
        </Alert>
      ) : job.data.status === 'DELETED' ? (
        <Alert severity="warning">{t('jobEdit.deleted')}</Alert>
      ) : (
        <EditForm job={job.data} settings={settings.data ?? null} />
      )}
    </Box>
  );
}

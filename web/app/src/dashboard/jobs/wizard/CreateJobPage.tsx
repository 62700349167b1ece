import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Title, useCreate, useDataProvider } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { CompanyJob } from '../types.ts';
import { PageSpinner } from '../../../auth/guards.tsx';
import { industryFromCompany, locationFromCompany } from '../../../jobs/jobOptions.ts';
import { emptyJob, jobPayload, validateJob, type JobFormValues } from '../../../jobs/jobRules.ts';
import { useAuth } from '../../../auth/AuthProvider.tsx';
import { useLanguage } from '../../../providers/LanguageProvider.tsx';
import { clearDraft, readDraft, saveDraft } from './draft.ts';
import { errorText } from '../../../forms/messages.ts';
import { asApiError, type DashboardDataProvider } from '../../dataProvider.ts';
import { InterviewTimingFields, useInterviewTiming } from '../InterviewTimingFields.tsx';
import { emptyTiming, isDefaultTiming } from '../interviewTiming.ts';
import { focusFirstError, useJobForm } from '../useJobForm.ts';
import { BasicStep } from './BasicStep.tsx';
import { DetailsStep } from './DetailsStep.tsx';
import { PreviewStep } from './PreviewStep.tsx';
import { AiConfigStep, InterviewQuestionsStep } from './QuestionSteps.tsx';
import { StepIndicator, wizardSteps, type WizardStep } from './StepIndicator.tsx';
import { useJobAi } from './useJobAi.ts';
import { fieldsOf, only, requiredOf, sameJob } from './wizardFields.ts';
import { DraftRestored } from './DraftRestored.tsx';
import { WizardHeader } from './WizardHeader.tsx';
import { WizardNav } from './WizardNav.tsx';

/** /dashboard/jobs/create: the five steps live in ?step=; Publish creates an ACTIVE job. */
export function CreateJobPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const [create] = useCreate<Record<string, unknown>, Error, CompanyJob>();
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const [params, setParams] = useSearchParams();
  const raw = params.get('step') as WizardStep;
  const step: WizardStep = wizardSteps.includes(raw) ? raw : 'basic';
  const index = wizardSteps.indexOf(step);
  const { user } = useAuth();
  const draftOwner = user?.id ?? 'anonymous';
  /** The draft a reload brings back; null for a fresh wizard (or once discarded). */
  const [restored, setRestored] = useState(() => readDraft(draftOwner));
  // A new job is interviewed, and its AI texts written, in the language of the page it is created on.
  const form = useJobForm(
    restored?.values ?? { ...emptyJob, interviewLanguage: language === 'ar' ? 'arabic' : 'english' },
  );
  const ai = useJobAi(form);
  const [ready, setReady] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const timing = useInterviewTiming(restored?.timing);
  /** The form as it opened (with the company's defaults): a draft is kept once the user changes something. */
  const [baseline, setBaseline] = useState<JobFormValues | null>(null);
  const companyDefaults = useRef<Pick<JobFormValues, 'industry' | 'location'>>({ industry: '', location: '' });
  /** Set once the job exists, so that retrying a failed timing save does not create the job twice. */
  const [createdJobId, setCreatedJobId] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    dataProvider
      .myCompany(controller.signal)
      .then((company) => {
        companyDefaults.current = {
          industry: industryFromCompany(company.industry),
          location: locationFromCompany(company.city, company.country),
        };
        form.setValues((current) => ({
          ...current,
          industry: current.industry || companyDefaults.current.industry,
          location: current.location || companyDefaults.current.location,
        }));
      })
      .catch(() => undefined)
      .finally(() => {
        if (!controller.signal.aborted) setReady(true);
      });
    // A later step without a draft (storage cleared, a shared link) starts at the beginning.
    if (!restored && step !== 'basic') goTo('basic');
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (ready && !baseline) setBaseline(form.values);
  }, [ready, baseline, form.values]);

  // Every change is kept in this browser until the job is published or the draft discarded.
  useEffect(() => {
    if (!ready || !baseline || createdJobId) return;
    const untouched = !restored && sameJob(form.values, baseline) && isDefaultTiming(timing.values);
    if (!untouched)
      saveDraft(draftOwner, { values: form.values, timing: timing.values, step, savedAt: new Date().toISOString() });
  }, [ready, baseline, restored, form.values, timing.values, step, draftOwner, createdJobId]);

  const discardDraft = () => {
    clearDraft(draftOwner);
    const fresh = {
      ...emptyJob,
      interviewLanguage: language === 'ar' ? 'arabic' : 'english',
      ...companyDefaults.current,
    };
    form.setValues(fresh);
    form.setErrors({});
    timing.setValues(emptyTiming);
    setBaseline(fresh);
    setRestored(null);
    setFailure(null);
    goTo('basic');
  };

  const goTo = (next: WizardStep) => setParams({ step: next }, { replace: true, preventScrollReset: true });

  /** Errors of the given steps, shown on their fields; true when there are none. */
  const check = (steps: readonly WizardStep[]) => {
    const all = validateJob(form.values, steps.flatMap(requiredOf));
    const errors = only(all, steps.flatMap(fieldsOf));
    form.setErrors(errors);
    const firstStep = steps.find((s) => Object.keys(only(errors, fieldsOf(s))).length > 0);
    if (firstStep) {
      if (firstStep !== step) goTo(firstStep);
      focusFirstError(errors, fieldsOf(firstStep));
      return false;
    }
    return true;
  };

  const next = async () => {
    if (!check([step])) return;
    if (step === 'interview-questions' && !timing.check()) return;
    const values = form.values;
    if (step === 'basic') await ai.analyse(values);
    if (step === 'interview-questions') await ai.prompts(values);
    goTo(wizardSteps[index + 1] ?? 'preview');
  };

  const publish = async () => {
    setFailure(null);
    if (!check(['basic', 'details', 'interview-questions', 'ai-config'])) return;
    if (!timing.check(false)) {
      goTo('interview-questions');
      setFailure(t('jobTiming.fixErrors'));
      return;
    }
    setSubmitting(true);
    let jobId = createdJobId;
    try {
      if (!jobId) {
        const data = { ...jobPayload(form.values), status: 'ACTIVE' };
        const created = await create('jobs', { data }, { returnPromise: true });
        if (!created) throw new Error(t('jobWizard.unknownError'));
        jobId = created.id;
        setCreatedJobId(jobId);
      }
    } catch (caught) {
      const error = asApiError(caught);
      const fields = form.takeServerErrors(error);
      const target = fields && wizardSteps.find((s) => fieldsOf(s).some((field) => fields[field]));
      if (target) goTo(target);
      const message = error instanceof Error && error.message ? error.message : t('jobWizard.unknownError');
      setFailure(t('jobWizard.publishFailed', { message }));
      setSubmitting(false);
      return;
    }
    // The timers need the job's id: they are saved right after the job is created (nothing to save for defaults).
    if (!isDefaultTiming(timing.values)) {
      try {
        await timing.save(jobId);
      } catch (error) {
        goTo('interview-questions');
        setFailure(t('jobTiming.publishedSaveFailed', { message: errorText(t, error, 'jobWizard.unknownError') }));
        setSubmitting(false);
        return;
      }
    }
    clearDraft(draftOwner);
    navigate('/dashboard/jobs?created=true');
  };

  const busyLabel = submitting
    ? t('jobWizard.creating')
    : ai.busy
      ? step === 'basic'
        ? t('jobWizard.generatingAnalysis')
        : step === 'details'
          ? t('jobWizard.generatingConfig')
          : t('jobWizard.generating')
      : null;

  if (!ready) return <PageSpinner label={t('jobWizard.loading')} />;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Title title={t('jobWizard.title')} />
      <WizardHeader />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2.5 }, overflowX: 'auto' }}>
        <StepIndicator step={step} />
      </Paper>
      <Paper
        component="section"
        aria-labelledby="wizard-step-title"
        variant="outlined"
        sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2.5 }}
      >
        <Box>
          <Typography id="wizard-step-title" component="h2" variant="h6">
            {t(`jobWizard.step.${step}.title`)}
          </Typography>
          <Typography color="text.secondary">{t(`jobWizard.step.${step}.description`)}</Typography>
        </Box>
        {restored && <DraftRestored savedAt={restored.savedAt} onDiscard={discardDraft} />}
        {failure && (
          <Alert severity="error" role="alert" onClose={() => setFailure(null)}>
            {failure}
          </Alert>
        )}
        {step === 'basic' && <BasicStep form={form} />}
        {step === 'details' && <DetailsStep form={form} />}
        {step === 'interview-questions' && (
          <>
            <InterviewQuestionsStep form={form} />
            <InterviewTimingFields timing={timing} />
          </>
        )}
        {step === 'ai-config' && (
          <AiConfigStep form={form} generating={ai.busy} onRegenerate={() => void ai.prompts(form.values, true)} />
        )}
        {step === 'preview' && <PreviewStep values={form.values} />}
        <WizardNav
          step={step}
          index={index}
          goTo={goTo}
          submitting={submitting}
          aiBusy={ai.busy}
          busyLabel={busyLabel}
          onNext={() => void next()}
          onPublish={() => void publish()}
        />
      </Paper>
    </Box>
  );
}

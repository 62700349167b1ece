import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { candidateApplicationsApi } from '../api/applications-candidate.ts';
import { ApiError } from '../api/client.ts';
import { jobsApi } from '../api/jobs.ts';
import { useLoad } from '../api/useLoad.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { PageSpinner } from '../auth/guards.tsx';
import { candidateErrorText, cvFileProblem } from '../candidate/cv/cvRules.ts';
import { useForm } from '../forms/useForm.ts';
import { useDocumentTitle } from '../shell/useDocumentTitle.ts';
import { ApplyForm, type Banner } from './ApplyForm.tsx';
import { AlreadyApplied, useExistingApplication } from './AlreadyApplied.tsx';
import { ApplyOutcome } from './ApplyOutcome.tsx';
import { checkApply, emptyApplyValues, isAlreadyApplied, splitFullName, type ApplyErrors } from './applyRules.ts';
import { newCv } from './CvChoice.tsx';
import { JobSummary } from './JobSummary.tsx';
import { JobProblem } from './JobProblem.tsx';
import { cvCodes, fieldOf } from './applyServerErrors.ts';
import { useApplyPrefill } from './useApplyPrefill.ts';
import { isolate, sentence, UserText } from '../i18n/isolate.tsx';
import { acceptedNoticesField } from '../api/privacy.ts';

/** /jobs/:id/apply: the job on one side, the application form on the other; signed in or anonymous. */
export function ApplyPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { status, user } = useAuth();
  const candidate = user?.userType === 'CANDIDATE' ? user : null;
  const job = useLoad((signal) => jobsApi.one(id, signal), [id]);
  const existing = useExistingApplication(id);
  const form = useForm(emptyApplyValues);
  const [errors, setErrors] = useState<ApplyErrors>({});
  const [file, setFile] = useState<File | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [banner, setBanner] = useState<Banner>(null);
  const [cvRefused, setCvRefused] = useState(0);
  const [outcome, setOutcome] = useState<{ kind: 'submitted' | 'failed'; message?: string } | null>(null);
  useDocumentTitle(job.data ? t('applyPage.title', { title: isolate(job.data.title) }) : t('applyPage.loading'));

  const { savedCvs, cvChoice, setCvChoice } = useApplyPrefill(candidate, form.reset);

  if (job.loading && !job.data) return <PageSpinner label={t('applyPage.loading')} />;
  if (!job.data) {
    const missing = job.error instanceof ApiError && job.error.status === 404;
    return <JobProblem missing={missing} onRetry={job.reload} />;
  }
  if (status === 'loading') return <PageSpinner label={t('applyPage.loading')} />;
  const mode = candidate ? 'candidate' : 'anonymous';

  const setValue = (name: string, value: string) => {
    form.setValue(name, value);
    if (banner?.kind === 'error') setBanner(null);
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  };
  const onFile = (picked: File) => {
    const problem = cvFileProblem(picked);
    setFile(problem ? null : picked);
    if (!problem && banner?.kind === 'error') setBanner(null);
    setErrors((current) => ({ ...current, cv: problem ?? undefined }));
  };

  const serverProblem = (error: unknown) => {
    if (!(error instanceof ApiError)) {
      setOutcome({ kind: 'failed', message: candidateErrorText(t, error, 'applyPage.submitFailed') });
      return;
    }
    if (isAlreadyApplied(error.status, error.message)) {
      setBanner({ kind: 'duplicate' });
      return;
    }
    if (error.status === 401) {
      setBanner({ kind: 'authExpired' });
      return;
    }
    if (cvCodes.has(error.code) || error.status === 413 || error.status === 415) {
      const key =
        error.code === 'APPLICATION.CV_REQUIRED' || error.code === 'CV.MISSING_FILE'
          ? mode === 'anonymous'
            ? 'applyPage.cvRequired'
            : 'applyPage.savedCvRequired'
          : null;
      setErrors((current) => ({ ...current, cv: key ?? candidateErrorText(t, error, 'cvManager.uploadFailed') }));
      setCvRefused((count) => count + 1);
      if (error.code === 'CV.TOO_LARGE' || error.status === 413 || error.status === 415) setFile(null);
      return;
    }
    if (error.fieldErrors.length) {
      const mapped: ApplyErrors = {};
      for (const fieldError of error.fieldErrors) {
        const name = fieldOf[fieldError.path.split('.').pop() ?? ''];
        if (name && !mapped[name]) mapped[name] = name === 'acceptedNotices' ? 'notices.required' : fieldError.message;
      }
      if (Object.keys(mapped).length) {
        setErrors(mapped);
        setBanner({ kind: 'error', text: t('applyPage.fixFields') });
        return;
      }
    }
    if (error.status === 400 || error.status === 422) {
      setBanner({ kind: 'error', text: candidateErrorText(t, error, 'applyPage.submitFailed') });
      return;
    }
    setOutcome({ kind: 'failed', message: candidateErrorText(t, error, 'applyPage.submitFailed') });
  };

  const submit = async () => {
    setBanner(null);
    const usingSaved = mode === 'candidate' && cvChoice !== newCv;
    const found = checkApply(form.values, mode, usingSaved || Boolean(file));
    setErrors(found);
    if (Object.keys(found).length) {
      setBanner({ kind: 'error', text: t('applyPage.fixFields') });
      return;
    }
    const v = form.values;
    const answers = {
      jobId: job.data!.id,
      coverLetter: v.coverLetter.trim(),
      expectedSalary: v.expectedSalary.trim(),
      noticePeriod: v.noticePeriod.trim(),
      portfolioUrl: v.portfolioUrl.trim(),
      countryCode: v.countryCode,
      phone: v.phone.trim(),
      acceptedNotices: v.acceptedNotices === 'yes' ? acceptedNoticesField() : undefined,
    };
    setSubmitting(true);
    setProgress(file && !usingSaved ? 0 : null);
    try {
      if (mode === 'anonymous') {
        await candidateApplicationsApi.applyAnonymously(
          { ...answers, fullName: v.fullName.trim(), email: v.email.trim() },
          file!,
          { onProgress: setProgress },
        );
      } else {
        const name = splitFullName(v.fullName);
        const identity = name.firstName ? name : {};
        if (usingSaved) await candidateApplicationsApi.applyWithSavedCv({ ...answers, ...identity, cvId: cvChoice });
        else
          await candidateApplicationsApi.applyWithFile({ ...answers, ...identity }, file!, { onProgress: setProgress });
      }
      setOutcome({ kind: 'submitted' });
      window.scrollTo({ top: 0 });
    } catch (error) {
      serverProblem(error);
    } finally {
      setSubmitting(false);
      setProgress(null);
    }
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, display: 'grid', gap: 3 }}>
      <Box>
        <Link component={RouterLink} to={`/jobs/${encodeURIComponent(job.data.id)}`} underline="hover">
          <UserText>{job.data.title}</UserText>
        </Link>
        <Typography component="h1" variant="h4" sx={{ mt: 0.5, fontSize: { xs: 26, md: 32 } }}>
          {sentence(t, 'applyPage.title', { title: job.data.title })}
        </Typography>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <JobSummary job={job.data} />
        {existing && !outcome ? (
          <AlreadyApplied application={existing} />
        ) : existing === undefined && candidate && !outcome ? (
          <PageSpinner label={t('applyPage.loading')} />
        ) : outcome ? (
          <ApplyOutcome
            kind={outcome.kind}
            jobId={job.data.id}
            message={outcome.message}
            signedIn={Boolean(candidate)}
            onRetry={() => setOutcome(null)}
          />
        ) : (
          <ApplyForm
            mode={mode}
            accountEmail={candidate?.email}
            values={form.values}
            setValue={setValue}
            errors={errors}
            savedCvs={mode === 'candidate' ? (savedCvs ?? []) : null}
            cvChoice={cvChoice}
            onCvChoice={(choice) => {
              setCvChoice(choice);
              setErrors((current) => ({ ...current, cv: undefined }));
            }}
            file={file}
            onFile={onFile}
            onRemoveFile={() => setFile(null)}
            submitting={submitting}
            progress={progress}
            banner={banner}
            cvRefused={cvRefused}
            onSubmit={() => void submit()}
          />
        )}
      </Box>
    </Container>
  );
}

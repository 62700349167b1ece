import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import type { CompanyReviewRequest, Decision } from '../../../api/review-requests.ts';
import type { DashboardDataProvider } from '../../dataProvider.ts';
import type { Language } from '../../../i18n/language.ts';
import { useLanguage } from '../../../providers/LanguageProvider.tsx';
import { reviewErrorText, whenText } from '../../../review-requests/format.ts';
import { ReviewStatusChip } from '../../../review-requests/ReviewStatusChip.tsx';
import { ReviewDecisionDialog, type DecisionAction } from './ReviewDecisionDialog.tsx';
import { Field, Section } from './Section.tsx';
import { useApplicationPart } from './useApplicationPart.ts';

/**
 * The candidate's requests for a person, as the company's task on the application: what was asked, when, the
 * message, and the answer (accept or decline a person instead of the AI interview; the re-evaluation's outcome).
 */
export function ReviewRequestsCard({
  applicationId,
  canSchedule,
  onSchedule,
  onAnswered,
}: {
  applicationId: string;
  canSchedule: boolean;
  onSchedule: () => void;
  /** The profile reads again: accepting cancels the AI interview. */
  onAnswered: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { language } = useLanguage();
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const result = useApplicationPart<CompanyReviewRequest[]>('applicationReviewRequests', applicationId);
  const [deciding, setDeciding] = useState<{ request: CompanyReviewRequest; action: DecisionAction } | null>(null);
  const [busy, setBusy] = useState(false);
  const list = result.data ?? [];
  // The answer's buttons are gone once it is saved: the focus goes to the answered request, not the page's start.
  const [answered, setAnswered] = useState<string | null>(null);
  useEffect(() => {
    if (answered) document.getElementById(`review-task-${answered}`)?.focus();
  }, [answered]);

  const save = async (decision: Decision) => {
    if (!deciding) return;
    setBusy(true);
    try {
      await dataProvider.decideReviewRequest(applicationId, deciding.request.id, decision);
      result.reload();
      notify(t('reviewRequests.company.done'), { type: 'success' });
      setAnswered(deciding.request.id);
      setDeciding(null);
      onAnswered();
    } catch (error) {
      notify(reviewErrorText(t, error, 'reviewRequests.company.failed'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section title={t('reviewRequests.company.title')} testId="review-requests-card">
      {result.loading && !result.data ? (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }} role="status">
          <CircularProgress size={18} />
          <Typography color="text.secondary">{t('reviewRequests.loading')}</Typography>
        </Box>
      ) : !result.data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={result.reload}>
              {t('reviewRequests.retry')}
            </Button>
          }
        >
          {t('reviewRequests.company.loadFailed')}
        </Alert>
      ) : list.length === 0 ? (
        <Typography color="text.secondary">{t('reviewRequests.company.empty')}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
          {list.map((r) => (
            <RequestTask
              key={r.id}
              request={r}
              language={language}
              canSchedule={canSchedule}
              onSchedule={onSchedule}
              onDecide={(action) => setDeciding({ request: r, action })}
            />
          ))}
        </Box>
      )}
      <ReviewDecisionDialog
        key={deciding ? `${deciding.request.id}-${deciding.action}` : 'none'}
        action={deciding?.action ?? null}
        busy={busy}
        onSave={(decision) => void save(decision)}
        onClose={() => setDeciding(null)}
      />
    </Section>
  );
}

function RequestTask({
  request: r,
  language,
  canSchedule,
  onSchedule,
  onDecide,
}: {
  request: CompanyReviewRequest;
  language: Language;
  canSchedule: boolean;
  onSchedule: () => void;
  onDecide: (action: DecisionAction) => void;
}) {
  const { t } = useTranslation();
  const instead = r.kind === 'INSTEAD_OF_AI_INTERVIEW';
  return (
    <Box
      component="li"
      id={`review-task-${r.id}`}
      tabIndex={-1}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, display: 'grid', gap: 1 }}
      data-testid={`review-task-${r.status}`}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Typography sx={{ fontWeight: 600 }}>
          {t(`reviewRequests.kinds.${r.kind}`)}
          {r.subject ? ` — ${t(`reviewRequests.subjects.${r.subject}`)}` : ''}
        </Typography>
        <ReviewStatusChip status={r.status} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('reviewRequests.requestedOn', { date: whenText(r.requestedAt, language) })}
      </Typography>
      {r.message && (
        <Field label={t('reviewRequests.theirMessage')}>
          <Box component="span" dir="auto">
            {r.message}
          </Box>
        </Field>
      )}
      {r.status === 'OPEN' ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {instead ? (
            <>
              <Button variant="contained" size="small" onClick={() => onDecide('accept')}>
                {t('reviewRequests.company.accept')}
              </Button>
              <Button variant="outlined" size="small" color="inherit" onClick={() => onDecide('decline')}>
                {t('reviewRequests.company.decline')}
              </Button>
            </>
          ) : (
            <Button variant="contained" size="small" onClick={() => onDecide('conclude')}>
              {t('reviewRequests.company.conclude')}
            </Button>
          )}
        </Box>
      ) : (
        <>
          {r.conclusion && (
            <Field label={t('reviewRequests.company.verdict')}>
              {t(`reviewRequests.company.conclusions.${r.conclusion}`)}
            </Field>
          )}
          {r.noteToCandidate && (
            <Field
              label={t(
                r.status === 'DECLINED' ? 'reviewRequests.company.reason' : 'reviewRequests.company.noteToCandidate',
              )}
            >
              <Box component="span" dir="auto">
                {r.noteToCandidate}
              </Box>
            </Field>
          )}
          {r.internalNote && (
            <Field label={t('reviewRequests.company.internalNote')}>
              <Box component="span" dir="auto">
                {r.internalNote}
              </Box>
            </Field>
          )}
          {r.decidedAt && (
            <Typography variant="body2" color="text.secondary">
              {t('reviewRequests.company.decidedBy', {
                name: r.decidedBy?.name || '—',
                date: whenText(r.decidedAt, language),
              })}
            </Typography>
          )}
          {r.status === 'ACCEPTED' && canSchedule && (
            <Box>
              <Typography variant="body2" sx={{ mb: 1 }}>
                {t('reviewRequests.company.acceptedHint')}
              </Typography>
              <Button variant="outlined" color="secondary" size="small" onClick={onSchedule}>
                {t('reviewRequests.company.schedule')}
              </Button>
            </Box>
          )}
        </>
      )}
    </Box>
  );
}

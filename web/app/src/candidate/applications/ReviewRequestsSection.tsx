import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reviewRequestsApi, type CandidateReviewRequest } from '../../api/review-requests.ts';
import { useLoad } from '../../api/useLoad.ts';
import { useLanguage } from '../../providers/LanguageProvider.tsx';
import { AskReviewDialog, type Asking } from '../../review-requests/AskReviewDialog.tsx';
import { reviewErrorText, whenText } from '../../review-requests/format.ts';
import { ReviewStatusChip } from '../../review-requests/ReviewStatusChip.tsx';
import { ProfileSection } from '../ProfileSection.tsx';

/** What the candidate reads of an answer: the status's sentence and the note written to them. */
const outcomeKey = {
  OPEN: 'reviewRequests.candidate.open',
  ACCEPTED: 'reviewRequests.candidate.accepted',
  DECLINED: 'reviewRequests.candidate.declined',
  COMPLETED: 'reviewRequests.candidate.completed',
} as const;

/**
 * The candidate asks for a person instead of the AI interview, or for a person to re-evaluate an AI result, and
 * reads the company's answer. The server says what may still be asked (`canAsk`).
 */
export function ReviewRequestsSection({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const result = useLoad((signal) => reviewRequestsApi.mine(applicationId, signal), [applicationId]);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const data = result.data;
  // The button that opened the dialog is gone once its request is open: the focus goes to the answer instead of
  // falling back to the page's start.
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  // Arriving from an interview invitation's "ask for a person" link: show this section once it has loaded.
  const loaded = Boolean(data);
  useEffect(() => {
    if (!loaded || window.location.hash !== '#application-review-requests') return;
    const target = document.getElementById('application-review-requests');
    const section = target?.closest('section') ?? target;
    if (!section) return;
    // Below the sticky site header, not under it (scrollIntoView would hide the section's title behind it).
    const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    window.scrollBy({ top: section.getBoundingClientRect().top - Math.max(header, 0) - 8 });
  }, [loaded]);

  const send = async (message: string | null) => {
    if (!asking) return;
    setBusy(true);
    try {
      result.setData(await reviewRequestsApi.ask(applicationId, { ...asking, message }));
      setNotice({ severity: 'success', text: t('reviewRequests.candidate.sent') });
    } catch (error) {
      setNotice({ severity: 'error', text: reviewErrorText(t, error, 'reviewRequests.candidate.failed') });
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };

  return (
    <ProfileSection id="application-review-requests" title={t('reviewRequests.candidate.title')}>
      <Box sx={{ display: 'grid', gap: 2 }} data-testid="review-requests">
        <Typography color="text.secondary">{t('reviewRequests.candidate.intro')}</Typography>
        {notice && (
          <Alert
            ref={noticeRef}
            tabIndex={-1}
            severity={notice.severity}
            onClose={() => setNotice(null)}
            role={notice.severity === 'error' ? 'alert' : 'status'}
          >
            {notice.text}
          </Alert>
        )}
        {result.loading && !data ? (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }} role="status">
            <CircularProgress size={18} />
            <Typography color="text.secondary">{t('reviewRequests.loading')}</Typography>
          </Box>
        ) : !data ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={result.reload}>
                {t('reviewRequests.retry')}
              </Button>
            }
          >
            {reviewErrorText(t, result.error, 'reviewRequests.loadFailed')}
          </Alert>
        ) : (
          <>
            {data.requests.length === 0 ? (
              <Typography color="text.secondary">{t('reviewRequests.candidate.none')}</Typography>
            ) : (
              <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
                {data.requests.map((r) => (
                  <RequestEntry key={r.id} request={r} language={language} />
                ))}
              </Box>
            )}
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {data.canAsk.insteadOfAiInterview && (
                <Button
                  variant="outlined"
                  onClick={() => setAsking({ kind: 'INSTEAD_OF_AI_INTERVIEW', subject: null })}
                >
                  {t('reviewRequests.candidate.askInstead')}
                </Button>
              )}
              {data.canAsk.reevaluation.map((subject) => (
                <Button key={subject} variant="outlined" onClick={() => setAsking({ kind: 'REEVALUATION', subject })}>
                  {t('reviewRequests.candidate.askReevaluation', { subject: t(`reviewRequests.subjects.${subject}`) })}
                </Button>
              ))}
            </Box>
          </>
        )}
      </Box>
      <AskReviewDialog
        key={asking ? `${asking.kind}-${asking.subject ?? ''}` : 'none'}
        asking={asking}
        busy={busy}
        onSend={(message) => void send(message)}
        onClose={() => setAsking(null)}
      />
    </ProfileSection>
  );
}

function RequestEntry({ request: r, language }: { request: CandidateReviewRequest; language: 'en' | 'ar' }) {
  const { t } = useTranslation();
  return (
    <Box
      component="li"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, display: 'grid', gap: 0.75 }}
      data-testid={`review-request-${r.status}`}
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
        {r.decidedAt ? ` · ${t('reviewRequests.answeredOn', { date: whenText(r.decidedAt, language) })}` : ''}
      </Typography>
      {r.message && (
        <Box>
          <Typography variant="caption" color="text.secondary" component="div">
            {t('reviewRequests.yourMessage')}
          </Typography>
          <Typography variant="body2" dir="auto" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {r.message}
          </Typography>
        </Box>
      )}
      <Typography variant="body2">{t(outcomeKey[r.status])}</Typography>
      {r.noteToCandidate && (
        <Alert severity="info" icon={false} sx={{ whiteSpace: 'pre-line' }}>
          <Typography variant="caption" component="div" sx={{ fontWeight: 600 }}>
            {t('reviewRequests.noteFromCompany')}
          </Typography>
          <Box component="span" dir="auto">
            {r.noteToCandidate}
          </Box>
        </Alert>
      )}
    </Box>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { PREFER_NOT_TO_SAY, selfIdQuestions, type SelfIdAnswers, type SelfIdQuestion } from '@tawzeef/oversight/rules';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selfIdApi } from '../../api/biasAudit.ts';
import { useLoad } from '../../api/useLoad.ts';
import { PageSpinner } from '../../auth/guards.tsx';
import { loose } from '../../forms/messages.ts';
import { intlLocale } from '../../i18n/language.ts';
import { useLanguage } from '../../providers/LanguageProvider.tsx';
import { useDocumentTitle } from '../../shell/useDocumentTitle.ts';
import { ConfirmDialog } from '../ConfirmDialog.tsx';

type Notice = { severity: 'success' | 'error'; key: string } | null;

/**
 * /userdashboard/self-identification: the optional questions for the bias audit, apart from every application.
 * The candidate alone reads, changes and withdraws the answers.
 */
export function SelfIdentificationPage() {
  const { t } = useTranslation();
  const say = loose(t);
  const { language } = useLanguage();
  useDocumentTitle(t('selfId.title'));
  const result = useLoad((signal) => selfIdApi.own(signal), []);
  const [answers, setAnswers] = useState<SelfIdAnswers>({});
  const [busy, setBusy] = useState<'save' | 'withdraw' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  useEffect(() => setAnswers(result.data?.answers ?? {}), [result.data]);

  if (result.loading && !result.data) return <PageSpinner />;
  if (!result.data)
    return (
      <Alert severity="error" action={<Button onClick={result.reload}>{t('selfId.retry')}</Button>}>
        {t('selfId.failed')}
      </Alert>
    );
  const { questions, updatedAt } = result.data;

  const save = async () => {
    setBusy('save');
    setNotice(null);
    try {
      result.setData(await selfIdApi.save(answers));
      setNotice({ severity: 'success', key: 'selfId.saved' });
    } catch {
      setNotice({ severity: 'error', key: 'selfId.saveFailed' });
    } finally {
      setBusy(null);
    }
  };
  const withdraw = async () => {
    setBusy('withdraw');
    try {
      await selfIdApi.withdraw();
      result.setData({ ...result.data!, answers: null, updatedAt: null });
      setNotice({ severity: 'success', key: 'selfId.withdrawn' });
    } catch {
      setNotice({ severity: 'error', key: 'selfId.saveFailed' });
    } finally {
      setBusy(null);
      setConfirming(false);
    }
  };
  const when = updatedAt
    ? new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(updatedAt),
      )
    : null;

  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 760 }}>
      <Typography component="h1" variant="h4">
        {t('selfId.title')}
      </Typography>
      <Typography>{t('selfId.intro')}</Typography>
      <Alert severity="info" variant="outlined">
        {t('selfId.security')}
      </Alert>
      <Paper
        variant="outlined"
        component="form"
        sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 3 }}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        data-testid="self-id-form"
      >
        {questions.map((question: SelfIdQuestion) => (
          <FormControl key={question} component="fieldset">
            <FormLabel component="legend" sx={{ fontWeight: 600, mb: 1 }}>
              {say(`selfId.question.${question}`)}
            </FormLabel>
            <RadioGroup
              name={question}
              value={answers[question] ?? ''}
              onChange={(event) => setAnswers({ ...answers, [question]: event.target.value })}
              sx={{ display: 'flex', flexDirection: 'row', flexWrap: 'wrap', columnGap: 2 }}
            >
              {[...selfIdQuestions[question], PREFER_NOT_TO_SAY].map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio />}
                  label={value === PREFER_NOT_TO_SAY ? t('selfId.preferNot') : say(`selfId.answer.${value}`)}
                />
              ))}
            </RadioGroup>
          </FormControl>
        ))}
        {notice && (
          <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'}>
            {say(notice.key)}
          </Alert>
        )}
        <Typography color="text.secondary" variant="body2" data-testid="self-id-state">
          {when ? t('selfId.savedAt', { when }) : t('selfId.none')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={busy !== null}>
            {busy === 'save' ? t('selfId.saving') : t('selfId.save')}
          </Button>
          {updatedAt && (
            <Button color="error" variant="outlined" disabled={busy !== null} onClick={() => setConfirming(true)}>
              {t('selfId.withdraw')}
            </Button>
          )}
        </Box>
      </Paper>
      <ConfirmDialog
        open={confirming}
        title={t('selfId.withdrawTitle')}
        body={t('selfId.withdrawBody')}
        confirmLabel={t('selfId.withdraw')}
        busyLabel={t('selfId.withdrawing')}
        busy={busy === 'withdraw'}
        danger
        onConfirm={() => void withdraw()}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}

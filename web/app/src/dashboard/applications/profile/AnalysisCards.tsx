import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CompanyApplication } from '../types.ts';
import { optionLabel } from '../../../jobs/format.ts';
import { AiText } from '../AiText.tsx';
import { sentence } from '../../../i18n/isolate.tsx';
import { experienceYears, fitColor, fullName, scoreColor, scoreOrNull, validAnalysis } from '../format.ts';
import { Field, Section } from './Section.tsx';
import { useCounts } from '../../../i18n/plural.ts';
import { analysisIn, dirOf } from '../../../i18n/aiTexts.ts';
import type { Language } from '../../../i18n/language.ts';
import { useLanguage } from '../../../providers/LanguageProvider.tsx';
import { isErased, shown } from '../../../privacy/erased.ts';

function List({ items, language }: { items: string[]; language: Language }) {
  return (
    <Box component="ul" lang={language} dir={dirOf(language)} sx={{ m: 0, paddingInlineStart: 2.5 }}>
      {items.map((item, i) => (
        <Typography key={i} component="li" variant="body2">
          {item}
        </Typography>
      ))}
    </Box>
  );
}

/** The three states: not analysed yet, failed or unusable ("Manual Review"), and the full results. */
export function CvAnalysisCard({ app }: { app: CompanyApplication }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const results = app.cvAnalysisResults;
  const score = scoreOrNull(app.cvAnalysisScore);
  let body;
  if (app.analysisStatus !== 'FAILED' && !results) {
    body = (
      <Alert severity="info" data-testid="analysis-pending">
        <AlertTitle>{t('companyApplications.analysis.notAvailableTitle')}</AlertTitle>
        {app.analysisStatus === 'PENDING'
          ? t('companyApplications.analysis.inProgress')
          : t('companyApplications.analysis.notAvailableBody')}
      </Alert>
    );
  } else if (!validAnalysis(results) || score === null) {
    body = (
      <Alert severity="warning" data-testid="analysis-failed">
        <AlertTitle>{t('companyApplications.analysis.unavailableTitle')}</AlertTitle>
        {t('companyApplications.analysis.unavailableBody')}
        <Box sx={{ mt: 1 }}>
          <Chip size="small" color="warning" label={t('companyApplications.manualReview')} />
        </Box>
      </Alert>
    );
  } else {
    const matched = results.skillsMatch?.percentage;
    // The analysis as stored in the page's language: switching language shows its translation, no new AI call.
    const texts = analysisIn(results, language);
    // An erased name cannot be compared: no warning then (it would read "in the name of Erased, sent by Erased").
    const mismatch = results.nameCheck?.matches === false && !isErased(results.nameCheck.cvName);
    const cvName = mismatch ? results.nameCheck?.cvName : undefined;
    body = (
      <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="analysis-results">
        {cvName && (
          <Alert severity="warning" data-testid="cv-name-mismatch">
            <AlertTitle>{t('companyApplications.analysis.nameMismatchTitle')}</AlertTitle>
            {sentence(t, 'companyApplications.analysis.nameMismatch', {
              cvName: shown(cvName),
              applicant: fullName(app) || t('companyApplications.unknownCandidate'),
            })}
          </Alert>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography component="p" variant="h4" sx={{ fontWeight: 700, color: `${scoreColor(score)}.main` }}>
            {t('companyApplications.percent', { value: score })}
          </Typography>
          <Chip
            size="small"
            color={fitColor(results.overallFit)}
            label={t('companyApplications.analysis.fit', {
              fit: optionLabel(t, 'companyApplications.analysis.fitValue', results.overallFit),
            })}
          />
        </Box>
        <LinearProgress
          variant="determinate"
          value={Math.min(100, score)}
          color={scoreColor(score)}
          aria-label={t('companyApplications.analysis.scoreLabel')}
          sx={{ height: 8, borderRadius: 4 }}
        />
        {texts.summary && (
          <Typography variant="body2" lang={texts.language} dir={dirOf(texts.language)} data-testid="analysis-summary">
            {shown(texts.summary)}
          </Typography>
        )}
        {typeof matched === 'number' && (
          <Field label={t('companyApplications.analysis.skillsMatch')}>
            {t('companyApplications.percent', { value: Math.round(matched) })}
          </Field>
        )}
        {texts.strengths.length > 0 && (
          <Field label={t('companyApplications.analysis.strengths')}>
            <List items={texts.strengths} language={texts.language} />
          </Field>
        )}
        {texts.weaknesses.length > 0 && (
          <Field label={t('companyApplications.analysis.weaknesses')}>
            <List items={texts.weaknesses} language={texts.language} />
          </Field>
        )}
        {texts.missingSkills.length > 0 && (
          <Field label={t('companyApplications.analysis.missingSkills')}>
            <bdi>{texts.missingSkills.join(t('common.listSeparator'))}</bdi>
          </Field>
        )}
      </Box>
    );
  }
  return (
    <Section title={t('companyApplications.analysis.title')} testId="cv-analysis">
      {body}
    </Section>
  );
}

export function SkillsCard({ app }: { app: CompanyApplication }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const valid = validAnalysis(app.cvAnalysisResults);
  const years = experienceYears(app);
  const counts = useCounts();
  const texts = app.cvAnalysisResults ? analysisIn(app.cvAnalysisResults, language) : null;
  const education = texts?.educationDetails;
  const skills = valid ? (texts?.matchedSkills ?? []) : [];
  return (
    <Section title={t('companyApplications.skills.title')}>
      <Field label={t('companyApplications.skills.experience')}>
        {years ? counts.count(years, 'year') : t('companyApplications.skills.noExperience')}
      </Field>
      <Field label={t('companyApplications.skills.education')}>
        {valid && education && !/analysis failed/i.test(education) ? (
          <span lang={texts?.language} dir={dirOf(texts?.language ?? language)}>
            {shown(education)}
          </span>
        ) : (
          t('companyApplications.skills.noEducation')
        )}
      </Field>
      <Field label={t('companyApplications.skills.matched')}>
        {skills.length ? (
          <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 0.5 }}>
            {skills.map((skill) => (
              <Chip key={skill} size="small" label={skill} />
            ))}
          </Box>
        ) : (
          t('companyApplications.skills.noSkills')
        )}
      </Field>
    </Section>
  );
}

export function DetailsCard({ app }: { app: CompanyApplication }) {
  const { t } = useTranslation();
  const portfolio = app.portfolioUrl ?? app.candidate?.portfolioUrl;
  const number = app.candidate?.phone;
  const phone = !number
    ? ''
    : isErased(number)
      ? number
      : [app.candidate?.countryCode, number].filter(Boolean).join(' ');
  return (
    <Section title={t('companyApplications.details.title')}>
      <Field label={t('companyApplications.details.coverLetter')}>
        <span dir="auto">{shown(app.coverLetter?.trim()) || t('companyApplications.details.noCoverLetter')}</span>
      </Field>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Field label={t('companyApplications.details.expectedSalary')}>
          {app.expectedSalary ? <bdi>{app.expectedSalary}</bdi> : t('companyApplications.notSpecified')}
        </Field>
        <Field label={t('companyApplications.details.noticePeriod')}>
          {app.noticePeriod ? <bdi>{app.noticePeriod}</bdi> : t('companyApplications.notSpecified')}
        </Field>
        {phone && (
          <Field label={t('companyApplications.details.phone')}>
            <bdi>{shown(phone)}</bdi>
          </Field>
        )}
        {portfolio && /^https?:\/\//.test(portfolio) && (
          <Field label={t('companyApplications.details.portfolio')}>
            <a href={portfolio} target="_blank" rel="noopener noreferrer nofollow">
              {portfolio}
            </a>
          </Field>
        )}
      </Box>
    </Section>
  );
}

export function AiSummaryCard({ app }: { app: CompanyApplication }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const texts = app.cvAnalysisResults ? analysisIn(app.cvAnalysisResults, language) : null;
  const text = shown((texts?.recommendation || app.aiCvRecommendations) ?? '');
  return (
    <Section title={t('companyApplications.aiSummary.title')} testId="ai-summary">
      {text.trim() ? (
        <AiText text={text} language={texts?.recommendation ? texts.language : undefined} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('companyApplications.aiSummary.none')}
        </Typography>
      )}
    </Section>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Edit from '@mui/icons-material/EditOutlined';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { candidateApi, type CandidateProfile } from '../api/candidate.ts';
import { useLoad } from '../api/useLoad.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { PageSpinner } from '../auth/guards.tsx';
import { errorText } from '../forms/messages.ts';
import { intlLocale } from '../i18n/language.ts';
import { optionLabel } from '../jobs/format.ts';
import { useLanguage } from '../providers/LanguageProvider.tsx';
import { UserAvatar } from '../shell/UserAvatar.tsx';
import { useDocumentTitle } from '../shell/useDocumentTitle.ts';
import { useCandidate } from './CandidateLayout.tsx';
import { DownloadMyData } from './my-data/DownloadMyData.tsx';
import { EraseMyAccount } from './my-data/EraseMyAccount.tsx';
import { ProfileBackground } from './ProfileBackground.tsx';
import { ProfileCompleteness } from './ProfileCompleteness.tsx';
import { ProfileEditForm } from './ProfileEditForm.tsx';
import { Fact, Facts, ProfileSection } from './ProfileSection.tsx';
import { UserText } from '../i18n/isolate.tsx';

const chips = (values: string[] | undefined) =>
  values?.length ? (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 0.5 }}>
      {values.map((value) => (
        <Chip key={value} label={value} size="small" />
      ))}
    </Box>
  ) : null;

const externalLink = (url: string | null | undefined) =>
  url && /^https?:\/\//i.test(url) ? (
    <Link href={url} target="_blank" rel="noopener noreferrer" dir="ltr">
      {url}
    </Link>
  ) : (
    (url ?? null)
  );

/** The candidate's profile with its completeness as the server computes it, and an Edit mode for every field. */
export function CandidateProfilePage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const user = useCandidate();
  const profile = useLoad((signal) => candidateApi.profile(signal));
  const { refresh } = useAuth();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  useDocumentTitle(editing ? t('candidate.profile.editTitle') : t('candidate.profile.title'));

  if (profile.loading) return <PageSpinner label={t('candidate.profile.loading')} />;
  if (profile.error || !profile.data) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={profile.reload}>
            {t('common.tryAgain')}
          </Button>
        }
      >
        {errorText(t, profile.error, 'candidate.profile.loadFailed')}
      </Alert>
    );
  }
  const p: CandidateProfile = profile.data;
  if (editing) {
    return (
      <ProfileEditForm
        profile={p}
        onCancel={() => setEditing(false)}
        onSaved={(next) => {
          // The PUT answers the profile; the completeness is the server's, so read it again.
          profile.setData({ ...p, ...next });
          profile.reload();
          setEditing(false);
          setSaved(true);
          void refresh();
          window.scrollTo({ top: 0 });
        }}
      />
    );
  }
  const fullName = [p.firstName, p.lastName].filter(Boolean).join(' ') || user.name;
  const joined = p.joinedAt ?? user.createdAt;
  const joinedText = joined
    ? new Intl.DateTimeFormat(intlLocale(language), { month: 'long', year: 'numeric' }).format(new Date(joined))
    : null;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {saved && (
        <Alert severity="success" role="status" onClose={() => setSaved(false)}>
          {t('candidate.profile.saved')}
        </Alert>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <UserAvatar
          user={{ name: fullName, email: p.email ?? user.email, avatar: p.avatar ?? user.avatar }}
          sx={{ width: 64, height: 64, fontSize: 28 }}
        />
        <Box>
          <Typography component="h1" variant="h4">
            <UserText>{fullName}</UserText>
          </Typography>
          <Typography color="text.secondary">
            {[p.currentJobTitle, p.currentCompany].filter(Boolean).join(t('common.atCompany'))}
          </Typography>
          {joinedText && (
            <Typography variant="body2" color="text.secondary">
              {t('candidate.profile.joined', { date: joinedText })}
            </Typography>
          )}
        </Box>
        <Button
          variant="outlined"
          startIcon={<Edit />}
          onClick={() => {
            setSaved(false);
            setEditing(true);
          }}
          sx={{ marginInlineStart: 'auto' }}
        >
          {t('candidate.profile.edit')}
        </Button>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <ProfileSection id="profile-personal" title={t('candidate.profile.personal')}>
            <Facts>
              <Fact label={t('form.fullName')} value={fullName} />
              <Fact label={t('form.email')} value={<span dir="ltr">{p.email ?? user.email}</span>} />
              <Fact
                label={t('form.phone')}
                value={p.phone && p.phone !== 'a' ? <span dir="ltr">{p.phone}</span> : null}
              />
              <Fact label={t('candidate.profile.location')} value={p.currentLocation} />
              <Fact label={t('candidate.profile.portfolio')} value={externalLink(p.portfolioUrl)} />
              <Fact label={t('candidate.profile.linkedIn')} value={externalLink(p.linkedInUrl)} />
              <Fact label={t('candidate.profile.github')} value={externalLink(p.githubUrl)} />
            </Facts>
          </ProfileSection>
          <ProfileSection id="profile-summary" title={t('candidate.profile.summary')}>
            <Typography
              dir="auto"
              sx={{ whiteSpace: 'pre-line' }}
              color={p.profileSummary ? 'text.primary' : 'text.secondary'}
            >
              {p.profileSummary || t('candidate.profile.noSummary')}
            </Typography>
          </ProfileSection>
          <ProfileSection id="profile-skills" title={t('candidate.profile.skillsAndPreferences')}>
            <Facts>
              <Fact label={t('candidate.profile.skills')} value={chips(p.skills)} />
              <Fact label={t('candidate.profile.experienceLevel')} value={p.experienceLevel} />
              <Fact label={t('candidate.profile.totalExperience')} value={p.totalExperience} />
              <Fact label={t('candidate.profile.expectedSalary')} value={p.expectedSalary} />
              <Fact
                label={t('candidate.profile.workType')}
                value={optionLabel(t, 'candidate.profile.workTypes', p.preferredWorkType)}
              />
              <Fact
                label={t('candidate.profile.jobTypes')}
                value={chips(p.preferredJobTypes?.map((type) => optionLabel(t, 'jobs.type', type)))}
              />
              <Fact label={t('candidate.profile.industries')} value={chips(p.preferredIndustries)} />
            </Facts>
          </ProfileSection>
          <ProfileBackground profile={p} />
          <DownloadMyData />
          <EraseMyAccount />
        </Box>
        <ProfileCompleteness completeness={p.completeness} />
      </Box>
    </Box>
  );
}

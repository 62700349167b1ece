import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CandidateProfile } from '../api/candidate.ts';
import { UserText, withoutBidiControls } from '../i18n/isolate.tsx';
import { Fact, Facts, ProfileSection } from './ProfileSection.tsx';

const range = (from: unknown, to: unknown, present: string) =>
  [from, to ?? (from ? present : null)]
    .filter((part) => part !== null && part !== undefined && part !== '')
    .join(' – ');

/** Experience, documents and education of the read-only candidate profile. */
export function ProfileBackground({ profile: p }: { profile: CandidateProfile }) {
  const { t } = useTranslation();
  const present = t('candidate.profile.present');
  const education = p.educationHistory ?? [];
  return (
    <>
      <ProfileSection id="profile-experience" title={t('candidate.profile.experience')}>
        {p.workExperiences?.length ? (
          <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2 }}>
            {p.workExperiences.map((job, index) => (
              <li key={`${job.company}-${index}`}>
                <Typography sx={{ fontWeight: 600 }}>{job.title}</Typography>
                <Typography color="text.secondary">{job.company}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {range(job.startDate?.slice(0, 7), job.endDate?.slice(0, 7), present)}
                </Typography>
                {job.description && (
                  <Typography dir="auto" sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>
                    {job.description}
                  </Typography>
                )}
              </li>
            ))}
          </Box>
        ) : (
          <Typography color="text.secondary">{t('candidate.profile.noExperience')}</Typography>
        )}
      </ProfileSection>
      <ProfileSection id="profile-documents" title={t('candidate.profile.documents')}>
        {p.resumeUrl ? (
          <Box sx={{ display: 'grid', gap: 0.5 }}>
            {p.resumeFileName && (
              <Typography data-testid="profile-resume-file">
                <UserText>{withoutBidiControls(p.resumeFileName)}</UserText>
              </Typography>
            )}
            <Link href={p.resumeUrl} target="_blank" rel="noopener noreferrer">
              {t('candidate.profile.viewResume')}
            </Link>
          </Box>
        ) : (
          <Typography color="text.secondary">{t('candidate.profile.noResume')}</Typography>
        )}
      </ProfileSection>
      <ProfileSection id="profile-education" title={t('candidate.profile.education')}>
        {education.length ? (
          <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2 }}>
            {education.map((item, index) => (
              <li key={`${item.institution ?? ''}-${index}`}>
                <Typography sx={{ fontWeight: 600 }} dir="auto">
                  {[item.degree, item.fieldOfStudy].filter(Boolean).join(t('common.listSeparator'))}
                </Typography>
                {item.institution && (
                  <Typography color="text.secondary" dir="auto">
                    {item.institution}
                  </Typography>
                )}
                {(item.startYear || item.endYear) && (
                  <Typography variant="body2" color="text.secondary">
                    {item.startYear
                      ? range(item.startYear, item.endYear, present)
                      : t('candidate.profile.graduated', { year: item.endYear })}
                  </Typography>
                )}
              </li>
            ))}
          </Box>
        ) : p.highestEducation || p.university ? (
          <Facts>
            <Fact label={t('candidate.profile.highestEducation')} value={p.highestEducation} />
            <Fact label={t('candidate.profile.fieldOfStudy')} value={p.fieldOfStudy} />
            <Fact label={t('candidate.profile.university')} value={p.university} />
            <Fact label={t('candidate.profile.graduationYear')} value={p.graduationYear} />
          </Facts>
        ) : (
          <Typography color="text.secondary">{t('candidate.profile.noEducation')}</Typography>
        )}
      </ProfileSection>
    </>
  );
}

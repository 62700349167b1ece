import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { loose } from '../forms/messages.ts';
import { ProfileSection } from './ProfileSection.tsx';
import { emptyEducation, emptyExperience } from './profileDraft.ts';
import type { ProfileEditor } from './useProfileEditor.tsx';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/** The edit form's work experience: one card per job, each removable, and Add Experience. */
export function ExperienceEdit({ editor }: { editor: ProfileEditor }) {
  const { t } = useTranslation();
  const say = loose(t);
  const { draft, setDraft, itemField, remove } = editor;
  return (
    <ProfileSection id="edit-experience" title={t('candidate.profile.experience')}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {draft.experiences.map((job, index) => (
          <Paper key={index} variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }} data-testid="edit-experience">
            <Box sx={grid}>
              {itemField('experiences', index, 'title', t('candidate.profile.jobTitle'), job.title, {
                required: true,
              })}
              {itemField('experiences', index, 'company', t('candidate.profile.company'), job.company, {
                required: true,
              })}
              {itemField('experiences', index, 'startDate', t('candidate.profile.startDate'), job.startDate)}
              {itemField('experiences', index, 'endDate', t('candidate.profile.endDate'), job.endDate)}
            </Box>
            {itemField('experiences', index, 'description', t('candidate.profile.description'), job.description, {
              multiline: true,
              minRows: 2,
            })}
            <Box>
              <Button
                color="error"
                onClick={() => remove('experiences', index)}
                aria-label={say('candidate.profile.removeItem', {
                  name: job.title || t('candidate.profile.newItem'),
                })}
              >
                {t('candidate.profile.remove')}
              </Button>
            </Box>
          </Paper>
        ))}
        <Box>
          <Button
            startIcon={<Add />}
            onClick={() => setDraft((d) => ({ ...d, experiences: [...d.experiences, { ...emptyExperience }] }))}
          >
            {t('candidate.profile.addExperience')}
          </Button>
        </Box>
      </Box>
    </ProfileSection>
  );
}

/** The edit form's education: one card per degree, Add Education, and the highest-education fields. */
export function EducationEdit({ editor }: { editor: ProfileEditor }) {
  const { t } = useTranslation();
  const say = loose(t);
  const { draft, setDraft, field, itemField, remove } = editor;
  return (
    <ProfileSection id="edit-education" title={t('candidate.profile.education')}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {draft.education.map((item, index) => (
          <Paper key={index} variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }} data-testid="edit-education">
            <Box sx={grid}>
              {itemField('education', index, 'degree', t('candidate.profile.degree'), item.degree, {
                required: true,
              })}
              {itemField('education', index, 'fieldOfStudy', t('candidate.profile.fieldOfStudy'), item.fieldOfStudy)}
              {itemField('education', index, 'institution', t('candidate.profile.institution'), item.institution, {
                required: true,
              })}
              {itemField('education', index, 'startYear', t('candidate.profile.startYear'), item.startYear, {
                slotProps: { htmlInput: { inputMode: 'numeric' } },
              })}
              {itemField('education', index, 'endYear', t('candidate.profile.endYear'), item.endYear, {
                slotProps: { htmlInput: { inputMode: 'numeric' } },
              })}
            </Box>
            <Box>
              <Button
                color="error"
                onClick={() => remove('education', index)}
                aria-label={say('candidate.profile.removeItem', {
                  name: item.degree || t('candidate.profile.newItem'),
                })}
              >
                {t('candidate.profile.remove')}
              </Button>
            </Box>
          </Paper>
        ))}
        <Box>
          <Button
            startIcon={<Add />}
            onClick={() => setDraft((d) => ({ ...d, education: [...d.education, { ...emptyEducation }] }))}
          >
            {t('candidate.profile.addEducation')}
          </Button>
        </Box>
        <Box sx={grid}>
          {field('highestEducation', t('candidate.profile.highestEducation'))}
          {field('fieldOfStudy', t('candidate.profile.fieldOfStudy'))}
          {field('university', t('candidate.profile.university'))}
          {field('graduationYear', t('candidate.profile.graduationYear'), {
            slotProps: { htmlInput: { inputMode: 'numeric' } },
          })}
        </Box>
      </Box>
    </ProfileSection>
  );
}

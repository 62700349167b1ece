import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { jobTypes, workTypes } from '@tawzeef/jobs/rules';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { candidateProfileApi, type CandidateProfile } from '../api/candidate.ts';
import { ApiError } from '../api/client.ts';
import { FormAlert } from '../forms/FormAlert.tsx';
import { errorText, loose } from '../forms/messages.ts';
import { EducationEdit, ExperienceEdit } from './ProfileEditLists.tsx';
import { ProfileSection } from './ProfileSection.tsx';
import { checkDraft, formPathOf, inputOf } from './profileDraft.ts';
import { useProfileEditor } from './useProfileEditor.tsx';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/** The profile page's Edit mode: every field of the candidate profile, saved with PUT /api/candidate/profile. */
export function ProfileEditForm({
  profile,
  onSaved,
  onCancel,
}: {
  profile: CandidateProfile;
  onSaved: (profile: CandidateProfile) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const say = loose(t);
  const editor = useProfileEditor(profile);
  const { draft, setDraft, setErrors, field } = editor;
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = checkDraft(draft);
    setErrors(found);
    if (Object.keys(found).length) {
      setFailure(t('candidate.profile.fixFields'));
      return;
    }
    setSaving(true);
    try {
      onSaved(await candidateProfileApi.update(inputOf(draft)));
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.length) {
        setErrors(Object.fromEntries(error.fieldErrors.map((e) => [formPathOf(e.path), e.message])));
      }
      setFailure(errorText(t, error, 'candidate.profile.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 2 }}>
      <Typography component="h1" variant="h4">
        {t('candidate.profile.editTitle')}
      </Typography>
      <FormAlert message={failure} />
      <ProfileSection id="edit-personal" title={t('candidate.profile.personal')}>
        <Box sx={grid}>
          {field('firstName', t('candidate.profile.firstName'), { required: true, autoComplete: 'given-name' })}
          {field('lastName', t('candidate.profile.lastName'), { autoComplete: 'family-name' })}
          {field('email', t('form.email'), {
            type: 'email',
            autoComplete: 'email',
            slotProps: { htmlInput: { dir: 'ltr' } },
          })}
          {field('phone', t('form.phone'), {
            type: 'tel',
            autoComplete: 'tel',
            slotProps: { htmlInput: { dir: 'ltr' } },
          })}
          {field('currentLocation', t('candidate.profile.location'))}
          {field('portfolioUrl', t('candidate.profile.portfolio'), {
            type: 'url',
            slotProps: { htmlInput: { dir: 'ltr' } },
          })}
          {field('linkedInUrl', t('candidate.profile.linkedIn'), {
            type: 'url',
            slotProps: { htmlInput: { dir: 'ltr' } },
          })}
          {field('githubUrl', t('candidate.profile.github'), { type: 'url', slotProps: { htmlInput: { dir: 'ltr' } } })}
        </Box>
      </ProfileSection>
      <ProfileSection id="edit-summary" title={t('candidate.profile.summary')}>
        <Box sx={grid}>
          {field('currentJobTitle', t('candidate.profile.currentJobTitle'))}
          {field('currentCompany', t('candidate.profile.currentCompany'))}
        </Box>
        <Box sx={{ mt: 2 }}>
          {field('profileSummary', t('candidate.profile.summary'), { multiline: true, minRows: 4 })}
        </Box>
      </ProfileSection>
      <ProfileSection id="edit-skills" title={t('candidate.profile.skillsAndPreferences')}>
        <Box sx={grid}>
          {field('skills', t('candidate.profile.skills'), { help: t('candidate.profile.skillsHelp') })}
          {field('experienceLevel', t('candidate.profile.experienceLevel'))}
          {field('totalExperience', t('candidate.profile.totalExperience'), {
            slotProps: { htmlInput: { inputMode: 'decimal' } },
          })}
          {field('expectedSalary', t('candidate.profile.expectedSalary'))}
          {field('preferredWorkType', t('candidate.profile.workType'), {
            select: true,
            children: [
              <MenuItem key="" value="">
                {t('candidate.profile.anyWorkType')}
              </MenuItem>,
              ...workTypes.map((type) => (
                <MenuItem key={type} value={type}>
                  {t(`candidate.profile.workTypes.${type}`)}
                </MenuItem>
              )),
            ],
          })}
          <TextField
            select
            id="profile-preferredJobTypes"
            label={t('candidate.profile.jobTypes')}
            value={draft.fields.preferredJobTypes ? draft.fields.preferredJobTypes.split(', ') : []}
            onChange={(event) => {
              const value = event.target.value as unknown as string[] | string;
              const list = Array.isArray(value) ? value : value.split(',');
              setDraft((d) => ({ ...d, fields: { ...d.fields, preferredJobTypes: list.filter(Boolean).join(', ') } }));
            }}
            slotProps={{
              select: {
                multiple: true,
                renderValue: (selected) =>
                  (selected as string[]).map((type) => say(`jobs.type.${type}`)).join(t('common.listSeparator')),
              },
            }}
            fullWidth
          >
            {jobTypes.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`jobs.type.${type}`)}
              </MenuItem>
            ))}
          </TextField>
          {field('preferredIndustries', t('candidate.profile.industries'), { help: t('candidate.profile.listHelp') })}
        </Box>
      </ProfileSection>
      <ExperienceEdit editor={editor} />
      <EducationEdit editor={editor} />
      <Box
        sx={{
          display: 'flex',
          gap: 1,
          justifyContent: 'flex-end',
          position: 'sticky',
          bottom: 0,
          py: 1.5,
          bgcolor: 'background.default',
        }}
      >
        <Button onClick={onCancel} disabled={saving}>
          {t('candidate.profile.cancelEdit')}
        </Button>
        <Button type="submit" variant="contained" disabled={saving}>
          {saving ? t('candidate.profile.saving') : t('candidate.profile.save')}
        </Button>
      </Box>
    </Box>
  );
}

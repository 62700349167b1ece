import Add from '@mui/icons-material/Add';
import Cancel from '@mui/icons-material/Cancel';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ruleText } from '../../jobs/format.ts';
import { suggestedSkills } from '../../jobs/jobOptions.ts';
import { uniqueSkills } from '../../jobs/jobRules.ts';
import { FieldRow } from './JobFormFields.tsx';
import type { JobForm } from './useJobForm.ts';

/** Skills are added with Enter or the Add button; a blank or repeated skill is ignored. 8 suggestions. */
export function SkillsInput({ form }: { form: JobForm }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const skills = form.values.skills;
  const add = (skill: string) => {
    const next = uniqueSkills([...skills, skill]);
    if (next.length !== skills.length) form.setValue('skills', next);
    setDraft('');
  };
  const error = ruleText(t, form.errors.skills);
  const suggestions = suggestedSkills
    .filter((s) => !skills.some((k) => k.toLowerCase() === s.toLowerCase()))
    .slice(0, 8);
  return (
    <FieldRow form={form} field="skills">
      <Box sx={{ display: 'flex', gap: 1 }}>
        <TextField
          id="field-skills"
          label={t('jobWizard.field.skills')}
          placeholder={t('jobWizard.placeholder.skill')}
          value={draft}
          fullWidth
          error={Boolean(error)}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add(draft);
            }
          }}
          slotProps={{ htmlInput: { maxLength: 50, 'aria-describedby': 'skills-help' } }}
        />
        <Button variant="outlined" startIcon={<Add />} onClick={() => add(draft)} disabled={!draft.trim()}>
          {t('jobWizard.addSkill')}
        </Button>
      </Box>
      <FormHelperText id="skills-help" error={Boolean(error)}>
        {error}
      </FormHelperText>
      {skills.length > 0 && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} data-testid="skills">
          {skills.map((skill) => (
            <Chip
              key={skill}
              label={skill}
              color="primary"
              onDelete={() =>
                form.setValue(
                  'skills',
                  skills.filter((s) => s !== skill),
                )
              }
              deleteIcon={<Cancel aria-label={t('jobWizard.removeSkill', { skill })} />}
            />
          ))}
        </Box>
      )}
      <Typography variant="caption" color="text.secondary">
        {t('jobWizard.suggestedSkills')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {suggestions.map((skill) => (
          <Chip key={skill} label={skill} variant="outlined" icon={<Add />} onClick={() => add(skill)} />
        ))}
      </Box>
    </FieldRow>
  );
}

import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicJob } from '../../api/jobs.ts';
import { experienceLabel, optionLabel } from '../../jobs/format.ts';
import { sentence } from '../../i18n/isolate.tsx';

/** `name` makes the heading's id when the title is not plain text. */
export function Section({ title, name, children }: { title: ReactNode; name?: string; children: ReactNode }) {
  const id = `section-${(name ?? String(title)).replace(/\W+/g, '-')}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={id} component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export function TextBlock({ text }: { text: string }) {
  // A company's own text takes the direction of its language, whatever the page's.
  return (
    <Typography dir="auto" sx={{ whiteSpace: 'pre-line', lineHeight: 1.8 }}>
      {text}
    </Typography>
  );
}

function Row({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        py: 1,
        borderBlockEnd: 1,
        borderColor: 'divider',
      }}
    >
      <Typography color="text.secondary">{label}</Typography>
      <Typography sx={{ fontWeight: 600, textAlign: 'end' }}>{value}</Typography>
    </Box>
  );
}

/** Description, responsibilities, requirements and benefits (each only when present), then skills. */
export function JobTextSections({ job }: { job: PublicJob }) {
  const { t } = useTranslation();
  const blocks = [
    ['description', job.description],
    ['responsibilities', job.responsibilities],
    ['requirements', job.requirements],
    ['benefits', job.benefits],
  ] as const;
  return (
    <>
      {blocks.map(([key, text]) =>
        text?.trim() ? (
          <Section key={key} title={t(`jobs.detail.${key}`)}>
            <TextBlock text={text} />
          </Section>
        ) : null,
      )}
      {job.skills && job.skills.length > 0 && (
        <Section title={t('jobs.detail.skills')}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {job.skills.map((skill) => (
              <Chip key={skill} label={skill} color="primary" variant="outlined" />
            ))}
          </Box>
        </Section>
      )}
    </>
  );
}

export function JobFacts({ job }: { job: PublicJob }) {
  const { t } = useTranslation();
  const company = job.company;
  const address = [company?.address?.city, company?.address?.country].filter(Boolean).join(', ');
  const industry = job.industry ?? company?.industry;
  return (
    <>
      <Section title={t('jobs.detail.jobDetails')}>
        <Row label={t('jobs.detail.experience')} value={experienceLabel(t, job.experience)} />
        <Row label={t('jobs.detail.education')} value={optionLabel(t, 'jobOptions.education', job.education)} />
        <Row label={t('jobs.detail.jobLevel')} value={optionLabel(t, 'jobs.level', job.jobLevel)} />
        <Row label={t('jobs.detail.industry')} value={optionLabel(t, 'jobs.industry', industry)} />
      </Section>
      {company?.name && (
        <Section name="about-company" title={sentence(t, 'jobs.detail.about', { company: company.name })}>
          <Row
            label={t('jobs.detail.industry')}
            value={optionLabel(t, 'jobs.industry', company.industry?.toLowerCase())}
          />
          <Row
            label={t('jobs.detail.companySize')}
            value={company.numberOfEmployees ? t('jobs.detail.employees', { count: company.numberOfEmployees }) : null}
          />
          <Row label={t('jobs.detail.headquarters')} value={address} />
        </Section>
      )}
    </>
  );
}

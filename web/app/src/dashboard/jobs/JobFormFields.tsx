import AutoAwesome from '@mui/icons-material/AutoAwesome';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useRef, useState, type ReactNode } from 'react';
import { useDataProvider } from 'react-admin';
import { useTranslation } from 'react-i18next';
import type { DashboardDataProvider } from '../dataProvider.ts';
import type { RewriteField } from './types.ts';
import { optionLabel } from '../../jobs/format.ts';
import type { JobField } from '../../jobs/jobRules.ts';
import type { JobForm } from './useJobForm.ts';

export function AiBadge() {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color="secondary"
      icon={<AutoAwesome />}
      label={t('jobWizard.ai.aiGenerated')}
      data-testid="ai-badge"
    />
  );
}

/** A field's label row: the label's field, its "AI Generated" badge and an optional action (rewrite). */
export function FieldRow({
  form,
  field,
  action,
  children,
}: {
  form: JobForm;
  field: JobField;
  action?: ReactNode;
  children: ReactNode;
}) {
  const badge = form.aiFilled.has(field) || (field.startsWith('ai') && Boolean(form.values[field]));
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      {(badge || action) && (
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', alignItems: 'center' }}>
          {badge && <AiBadge />}
          {action}
        </Box>
      )}
      {children}
    </Box>
  );
}

/** A select over fixed values; labels come from `labelPrefix.<value>`. */
export function OptionSelect({
  form,
  field,
  options,
  labelPrefix,
  allowEmpty,
  required,
}: {
  form: JobForm;
  required?: boolean;
  field: Exclude<JobField, 'skills'>;
  options: readonly string[];
  labelPrefix: string;
  allowEmpty?: boolean;
}) {
  const { t } = useTranslation();
  const props = form.text(field);
  return (
    <TextField
      {...props}
      required={required}
      select
      slotProps={{ select: { displayEmpty: allowEmpty }, inputLabel: allowEmpty ? { shrink: true } : undefined }}
    >
      {allowEmpty && <MenuItem value="">{t('jobWizard.select')}</MenuItem>}
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {optionLabel(t, labelPrefix, option)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * 'Rewrite with AI' for title, description, requirements, responsibilities and benefits. Every click asks for
 * the next variant, so each answer is a new alternative to the text in the field.
 */
export function RewriteButton({ form, field }: { form: JobForm; field: RewriteField }) {
  const { t } = useTranslation();
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const [busy, setBusy] = useState(false);
  const variant = useRef(0);
  const text = form.values[field].trim();
  const rewrite = async () => {
    setBusy(true);
    variant.current += 1;
    try {
      const { values } = form;
      const result = await dataProvider.rewriteJobText({
        field,
        text,
        jobTitle: values.title,
        department: values.department,
        industry: values.industry,
        jobLevel: values.jobLevel,
        variant: variant.current,
      });
      const filled: Record<string, string> = { [field]: result.text };
      if (field === 'description' && result.shortDescription && !values.shortDescription.trim())
        filled.shortDescription = result.shortDescription;
      if (field === 'title' && result.department && !values.department.trim()) filled.department = result.department;
      form.fillFromAi(filled, true);
    } catch {
      // A failed rewrite keeps the user's text as it was.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      startIcon={<AutoAwesome />}
      disabled={!text || busy}
      onClick={() => void rewrite()}
      data-testid={`rewrite-${field}`}
    >
      {busy ? t('jobWizard.rewriting') : t('jobWizard.rewrite')}
    </Button>
  );
}

import { defaultExporter, type Exporter } from 'react-admin';
import { useTranslation } from 'react-i18next';
import type { CompanyJob } from './types.ts';
import { jobTypeLabel } from '../../public/jobFormat.ts';

/** The CSV of the jobs list: the columns a recruiter reads, headed in the viewer's language. */
export function useJobExporter(): Exporter<CompanyJob> {
  const { t } = useTranslation();
  return (jobs, fetchRelated, dataProvider) =>
    defaultExporter(
      jobs.map((job) => ({
        [t('jobManagement.columns.title')]: job.title,
        [t('jobManagement.columns.department')]: job.department ?? '',
        [t('jobManagement.columns.location')]: job.location ?? '',
        [t('jobManagement.status')]: t(`jobManagement.statusLabel.${job.status}`),
        [t('jobManagement.type')]: job.type ? t(`jobs.type.${jobTypeLabel(job.type)}`) : '',
        [t('jobManagement.columns.salary')]: job.salary ?? '',
        [t('jobManagement.columns.applicants')]: job.applicants ?? 0,
        [t('jobManagement.columns.views')]: job.views ?? 0,
        [t('jobManagement.columns.posted')]: job.postedAt ?? '',
        [t('jobManagement.columns.deadline')]: job.deadline ?? '',
        id: job.id,
      })),
      fetchRelated,
      dataProvider,
      'jobs',
    );
}

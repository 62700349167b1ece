import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { JobsPage } from '../../api/jobs.ts';
import { loose } from '../../forms/messages.ts';
import type { BoardFilter } from '../../jobs/jobOptions.ts';
import { JobCard } from '../JobCard.tsx';
import { filterOptionKey } from './JobsFilters.tsx';
import { filterNames, pageWindow, type JobsQuery } from './jobsQuery.ts';
import { SaveJobButton } from './SaveJobButton.tsx';
import type { SavedJobs } from './useSavedJobs.ts';
import { sentence } from '../../i18n/isolate.tsx';
import { intlLocale } from '../../i18n/language.ts';
import { useLanguage } from '../../providers/LanguageProvider.tsx';

interface Props {
  query: JobsQuery;
  data: JobsPage | undefined;
  loading: boolean;
  error: unknown;
  saved: SavedJobs;
  onRetry: () => void;
  onPage: (page: number) => void;
  onFilter: (name: BoardFilter, value: string) => void;
  onSearch: (term: string) => void;
}

export function JobsResults({ query, data, loading, error, saved, onRetry, onPage, onFilter, onSearch }: Props) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const say = loose(t);
  const chips = filterNames.filter((name) => query.filters[name]);
  const totalPages = data?.pagination.totalPages ?? 0;
  return (
    <Box sx={{ display: 'grid', gap: 2 }} aria-live="polite" aria-busy={loading}>
      {data && !error && (
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="h2" variant="h6" data-testid="jobs-found">
            {data.totalCapped
              ? t('jobs.list.foundAtLeast', { count: new Intl.NumberFormat(intlLocale(language)).format(data.total) })
              : t('jobs.list.found', { count: data.total })}
          </Typography>
          {(data.total !== data.totalAll || data.totalCapped) && (
            <Typography color="text.secondary" data-testid="jobs-filtered-from">
              {t('jobs.list.filteredFrom', { total: data.totalAll })}
            </Typography>
          )}
        </Box>
      )}
      {(chips.length > 0 || query.search) && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} role="group" aria-label={t('jobs.list.activeFilters')}>
          {query.search && (
            <Chip label={sentence(say, 'jobs.list.searchChip', { term: query.search })} onDelete={() => onSearch('')} />
          )}
          {chips.map((name) => {
            const label = `${say(`jobs.filter.${name}`)}: ${say(`${filterOptionKey[name]}.${query.filters[name]}`)}`;
            return <Chip key={name} label={label} onDelete={() => onFilter(name, '')} />;
          })}
        </Box>
      )}
      {loading && (
        <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center', py: 4, justifyContent: 'center' }}>
          <CircularProgress size={24} />
          <Typography>{t('jobs.list.loading')}</Typography>
        </Box>
      )}
      {!loading && Boolean(error) && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              {t('jobs.list.tryAgain')}
            </Button>
          }
        >
          {t('jobs.list.error')}
        </Alert>
      )}
      {!loading && !error && data && data.jobs.length === 0 && (
        <Box
          data-testid="jobs-empty"
          sx={{ py: 6, textAlign: 'center', border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 2 }}
        >
          <Typography component="h3" variant="h6">
            {t('jobs.list.emptyTitle')}
          </Typography>
          <Typography color="text.secondary">{t('jobs.list.emptyBody')}</Typography>
        </Box>
      )}
      {!loading && !error && data && data.jobs.length > 0 && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {data.jobs.map((job) => (
            <JobCard
              key={job.id}
              job={job}
              showSummary
              actions={
                <>
                  <SaveJobButton jobId={job.id} saved={saved} label="save" size="small" />
                  <Button
                    size="small"
                    variant="contained"
                    component={RouterLink}
                    to={`/jobs/${encodeURIComponent(job.id)}/apply`}
                  >
                    {t('jobs.apply')}
                  </Button>
                </>
              }
            />
          ))}
        </Box>
      )}
      {!error && totalPages > 1 && data && (
        <Box
          component="nav"
          aria-label={t('jobs.list.pagination')}
          sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap', pt: 2 }}
        >
          <Button
            variant="outlined"
            disabled={!data.pagination.hasPrevPage || loading}
            onClick={() => onPage(query.page - 1)}
          >
            {t('jobs.list.previous')}
          </Button>
          {pageWindow(query.page, totalPages).map((page) => (
            <Button
              key={page}
              variant={page === query.page ? 'contained' : 'outlined'}
              aria-current={page === query.page ? 'page' : undefined}
              aria-label={t('jobs.list.pageN', { page })}
              disabled={loading}
              onClick={() => onPage(page)}
              sx={{ minWidth: 40 }}
            >
              {page}
            </Button>
          ))}
          <Button
            variant="outlined"
            disabled={!data.pagination.hasNextPage || loading}
            onClick={() => onPage(query.page + 1)}
          >
            {t('jobs.list.next')}
          </Button>
        </Box>
      )}
    </Box>
  );
}

import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { jobsApi } from '../../api/jobs.ts';
import { useLoad } from '../../api/useLoad.ts';
import { boardSorts, type BoardFilter } from '../../jobs/jobOptions.ts';
import { useDocumentTitle } from '../../shell/useDocumentTitle.ts';
import { JobsFilters } from './JobsFilters.tsx';
import { JobsResults } from './JobsResults.tsx';
import { apiParams, jobsSearchParams, readJobsQuery, type JobsQuery } from './jobsQuery.ts';
import { useSavedJobs } from './useSavedJobs.ts';

/** /jobs: every search term, filter, sort and page is in the address and applied by the server. */
export function JobsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('jobs.list.title'));
  const mobile = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readJobsQuery(params), [params]);
  const key = apiParams(query).toString();
  const result = useLoad((signal) => jobsApi.list(new URLSearchParams(key), signal), [key]);
  const saved = useSavedJobs();
  const [term, setTerm] = useState(query.search);
  useEffect(() => setTerm(query.search), [query.search]);

  const go = (next: JobsQuery) => setParams(jobsSearchParams(next));
  // A change builds on the address, not on this render's `query`: the router renders a navigation in a transition,
  // so a filter picked right after a search could be handled by a render from before it, and drop the search.
  const latest = () => readJobsQuery(new URLSearchParams(window.location.search));
  const onFilter = (name: BoardFilter, value: string) => {
    const current = latest();
    go({ ...current, filters: { ...current.filters, [name]: value }, page: 1 });
  };
  const onSearch = (value: string) => go({ ...latest(), search: value.trim(), page: 1 });
  const onPage = (page: number) => {
    go({ ...latest(), page });
    window.scrollTo({ top: 0 });
  };
  const clear = () => {
    setTerm('');
    setParams(new URLSearchParams());
  };

  return (
    <Box>
      <Box sx={{ bgcolor: 'primary.dark', color: 'primary.contrastText', py: { xs: 5, md: 7 } }}>
        <Container maxWidth="lg">
          <Typography component="h1" variant="h3" sx={{ fontSize: { xs: 30, md: 44 }, fontWeight: 800 }}>
            {t('jobs.list.title')}
          </Typography>
          <Typography sx={{ mt: 1, opacity: 0.9 }}>{t('jobs.list.subtitle')}</Typography>
          <Paper
            component="form"
            role="search"
            onSubmit={(event) => {
              event.preventDefault();
              onSearch(term);
            }}
            sx={{ mt: 3, p: 1, display: 'flex', gap: 1 }}
          >
            <TextField
              id="jobs-search"
              fullWidth
              size="small"
              value={term}
              onChange={(event) => setTerm(event.target.value)}
              placeholder={mobile ? t('jobs.list.searchPlaceholderMobile') : t('jobs.list.searchPlaceholder')}
              slotProps={{
                htmlInput: { 'aria-label': t('jobs.list.searchLabel'), maxLength: 200, type: 'search' },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <Search />
                    </InputAdornment>
                  ),
                },
              }}
            />
            <Button type="submit" variant="contained">
              {t('jobs.list.search')}
            </Button>
          </Paper>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: 4, display: 'grid', gap: 3 }}>
        <Paper variant="outlined" sx={{ p: 2.5, display: 'grid', gap: 2 }}>
          <JobsFilters query={query} onFilter={onFilter} onClear={clear} />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <TextField
              select
              size="small"
              id="jobs-sort"
              label={t('jobs.list.sortBy')}
              value={query.sort}
              onChange={(event) => go({ ...query, sort: event.target.value as JobsQuery['sort'], page: 1 })}
              sx={{ minWidth: 200 }}
            >
              {boardSorts.map((sort) => (
                <MenuItem key={sort} value={sort}>
                  {t(`jobs.sort.${sort}`)}
                </MenuItem>
              ))}
            </TextField>
          </Box>
        </Paper>
        <JobsResults
          query={query}
          data={result.data}
          loading={result.loading}
          error={result.error}
          saved={saved}
          onRetry={result.reload}
          onPage={onPage}
          onFilter={onFilter}
          onSearch={(value) => {
            setTerm(value);
            onSearch(value);
          }}
        />
      </Container>
    </Box>
  );
}

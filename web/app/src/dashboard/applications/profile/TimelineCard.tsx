import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CompanyApplication, TimelineEntry } from '../types.ts';
import { loose } from '../../../forms/messages.ts';
import { useLanguage } from '../../../providers/LanguageProvider.tsx';
import { Section } from './Section.tsx';
import { formatDateTime } from './time.ts';
import { isolate, sentence, UserTexts } from '../../../i18n/isolate.tsx';
import { shown } from '../../../privacy/erased.ts';

function entryText(say: ReturnType<typeof loose>, entry: TimelineEntry): string {
  const status = (value?: string) => (value ? say(`companyApplications.status.${value}`) : '');
  switch (entry.type) {
    case 'SUBMITTED':
      return say('companyApplications.timeline.submitted');
    case 'CV_ANALYZED':
      return say('companyApplications.timeline.analyzed', { score: entry.score ?? 0 });
    case 'CV_ANALYSIS_FAILED':
      return say('companyApplications.timeline.analysisFailed');
    case 'STATUS_CHANGED':
      return say('companyApplications.timeline.statusChanged', { status: status(entry.status) });
    case 'WITHDRAWN':
      return say('companyApplications.timeline.withdrawn');
    case 'PRIORITY_CHANGED':
      return say('companyApplications.timeline.priorityChanged', {
        priority: entry.priority ? say(`companyApplications.priority.${entry.priority}`) : '',
      });
    case 'NOTE_ADDED':
      return say('companyApplications.timeline.noteAdded');
    case 'MESSAGE':
      return say(`companyApplications.timeline.message.${entry.direction}.${entry.channel}`, {
        subject: isolate(shown(entry.subject ?? '')),
      });
    default:
      return entry.type;
  }
}

/** The application's steps, oldest first; without a server timeline, the submission and the analysis. */
export function TimelineCard({ app }: { app: CompanyApplication }) {
  const { t } = useTranslation();
  const say = loose(t);
  const { language } = useLanguage();
  const entries: TimelineEntry[] = app.timeline?.length
    ? app.timeline
    : [
        { type: 'SUBMITTED', at: app.appliedAt, actor: null },
        ...(app.cvAnalysisScore != null
          ? [{ type: 'CV_ANALYZED', at: null, actor: null, score: app.cvAnalysisScore } as TimelineEntry]
          : []),
      ];
  return (
    <Section title={t('companyApplications.timeline.title')} testId="timeline">
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}>
        {entries.map((entry, i) => (
          <Box
            component="li"
            key={i}
            data-testid="timeline-entry"
            sx={{ display: 'grid', gridTemplateColumns: '12px 1fr', gap: 1, alignItems: 'start' }}
          >
            <Box sx={{ width: 10, height: 10, mt: 0.75, borderRadius: '50%', bgcolor: 'primary.main' }} />
            <Box>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {entryText(say, entry)}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                <UserTexts items={[entry.actor?.name, formatDateTime(entry.at, language)]} />
              </Typography>
              {entry.reason && (
                <Typography variant="caption" component="p" color="text.secondary">
                  {sentence(t, 'companyApplications.history.reason', { reason: entry.reason })}
                </Typography>
              )}
            </Box>
          </Box>
        ))}
      </Box>
    </Section>
  );
}

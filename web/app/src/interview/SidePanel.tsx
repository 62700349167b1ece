import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCounts } from '../i18n/plural.ts';
import { Chat } from './RoomChat.tsx';
import type { InterviewContext } from './SetupStage.tsx';
import type { ChatLine } from './useInterviewRoom.ts';
import { UserText } from '../i18n/isolate.tsx';

/** The side panel: the text chat with the AI interviewer, the session info and tips. */
export function SidePanel({
  context,
  lines,
  canSend,
  onSend,
  onTyping,
  mediaNote,
}: {
  context: InterviewContext;
  lines: ChatLine[];
  canSend: boolean;
  onSend: (text: string, corrects?: number) => Promise<boolean>;
  onTyping?: () => void;
  mediaNote: string | null;
}) {
  const { t } = useTranslation();
  const counts = useCounts();
  const [tab, setTab] = useState<'chat' | 'info'>('chat');
  return (
    <Paper
      variant="outlined"
      component="aside"
      aria-label={t('interview.side.label')}
      sx={{
        p: 1.5,
        display: 'grid',
        gridTemplateRows: 'auto minmax(0, 1fr)',
        minHeight: 0,
        overflow: 'hidden',
        gap: 1,
      }}
    >
      <Tabs value={tab} onChange={(_, value: 'chat' | 'info') => setTab(value)} variant="fullWidth">
        <Tab value="chat" label={t('interview.side.chat')} id="side-tab-chat" aria-controls="side-panel-chat" />
        <Tab value="info" label={t('interview.side.info')} id="side-tab-info" aria-controls="side-panel-info" />
      </Tabs>
      {tab === 'chat' ? (
        <Box role="tabpanel" id="side-panel-chat" aria-labelledby="side-tab-chat" sx={{ minHeight: 0, height: '100%' }}>
          <Chat lines={lines} canSend={canSend} onSend={onSend} onTyping={onTyping} />
        </Box>
      ) : (
        <Box
          role="tabpanel"
          id="side-panel-info"
          aria-labelledby="side-tab-info"
          sx={{ display: 'grid', gap: 1.5, alignContent: 'start', overflowY: 'auto', minHeight: 0 }}
        >
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('interview.side.session')}
          </Typography>
          {(
            [
              ['job', context.jobTitle],
              ['company', context.companyName],
              ['candidate', context.candidateName],
              ['location', context.location],
              ['duration', context.maxDurationMinutes ? counts.count(context.maxDurationMinutes, 'minute') : null],
            ] as const
          )
            .filter(([, value]) => value)
            .map(([key, value]) => (
              <Box key={key}>
                <Typography variant="caption" color="text.secondary">
                  {t(`interview.side.${key}`)}
                </Typography>
                <Typography variant="body2">
                  <UserText>{value}</UserText>
                </Typography>
              </Box>
            ))}
          {mediaNote && (
            <Typography variant="body2" color="warning.main">
              {mediaNote}
            </Typography>
          )}
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('interview.side.tips')}
          </Typography>
          <Typography component="ul" variant="body2" sx={{ m: 0, paddingInlineStart: 2.5 }}>
            <li>{t('interview.tips.quiet')}</li>
            <li>{t('interview.tips.chat')}</li>
            <li>{t('interview.tips.pause')}</li>
            <li>{t('interview.tips.camera')}</li>
          </Typography>
        </Box>
      )}
    </Paper>
  );
}

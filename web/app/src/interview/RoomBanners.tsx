import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { InterviewRoomState } from './useInterviewRoom.ts';

/** The live room's banners: connection, media, interviewer presence, blocked audio, screen share, control errors. */
export function RoomBanners({
  room,
  observer,
  controlError,
  onDismissControlError,
  onReconnect,
}: {
  room: InterviewRoomState;
  observer: boolean;
  controlError: string | null;
  onDismissControlError: () => void;
  onReconnect: () => void;
}) {
  const { t } = useTranslation();
  const live = room.phase === 'connected';
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {room.phase === 'reconnecting' && <Alert severity="warning">{t('interview.banner.reconnecting')}</Alert>}
      {room.phase === 'disconnected' && (
        <Alert
          severity="error"
          data-testid="disconnected-banner"
          action={
            <Button color="inherit" size="small" onClick={onReconnect}>
              {t('interview.reconnect')}
            </Button>
          }
        >
          {t('interview.banner.disconnected')}
        </Alert>
      )}
      {room.mediaError && (
        <Alert severity="warning" onClose={room.dismissMediaError}>
          {t('interview.errors.permissions')}
        </Alert>
      )}
      {live && !room.agentPresent && !room.agentLeft && !observer && (
        <Alert severity="info">{t('interview.banner.preparing')}</Alert>
      )}
      {live && room.agentLeft && (
        <Alert severity="info" data-testid="agent-left">
          {observer ? t('interview.banner.agentLeftObserver') : t('interview.banner.agentLeft')}
        </Alert>
      )}
      {!room.canPlayAudio && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => void room.startAudio()}>
              {t('interview.enableAudio')}
            </Button>
          }
        >
          {t('interview.audioBlocked')}
        </Alert>
      )}
      {room.screenOn && <Alert severity="info">{t('interview.banner.screenSharing')}</Alert>}
      {controlError && (
        <Alert severity="error" onClose={() => onDismissControlError()}>
          {controlError}
        </Alert>
      )}
    </Box>
  );
}

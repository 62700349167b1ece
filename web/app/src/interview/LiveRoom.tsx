import SmartToy from '@mui/icons-material/SmartToy';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AudioVisualiser } from './AudioVisualiser.tsx';
import { visualiserBars } from './constants.ts';
import { agentStateKey, formatElapsed, statusKey } from './format.ts';
import { RoomBanners } from './RoomBanners.tsx';
import { RoomControls } from './RoomControls.tsx';
import type { InterviewContext } from './SetupStage.tsx';
import { SidePanel } from './SidePanel.tsx';
import type { InterviewRoomState } from './useInterviewRoom.ts';
import { VideoTile } from './VideoTile.tsx';
import { UserText, UserTexts } from '../i18n/isolate.tsx';

const stateColor = {
  idle: 'default',
  listening: 'success',
  thinking: 'warning',
  speaking: 'primary',
  disconnected: 'error',
} as const;

/** The live room: header with LIVE badge, status and timer; video panel with captions; controls; side panel. */
export function LiveRoom({
  room,
  context,
  observer,
  mobile,
  mediaNote,
  onEnd,
  onReconnect,
}: {
  room: InterviewRoomState;
  context: InterviewContext;
  observer: boolean;
  mobile: boolean;
  mediaNote: string | null;
  onEnd: () => void;
  onReconnect: () => void;
}) {
  const { t } = useTranslation();
  const rootRef = useRef<HTMLDivElement>(null);
  const [captionsOn, setCaptionsOn] = useState(true);
  const [fullscreen, setFullscreen] = useState(false);
  const [controlError, setControlError] = useState<string | null>(null);

  useEffect(() => {
    const sync = () => setFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);

  const status = statusKey(room.phase, room.agentPresent);
  const live = room.phase === 'connected';
  const canScreenShare =
    !mobile && typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getDisplayMedia);
  const run = (action: () => Promise<unknown>, failure: string) => () =>
    void action().then(
      () => setControlError(null),
      () => setControlError(failure),
    );
  const toggleFullscreen = () =>
    void (document.fullscreenElement ? document.exitFullscreen() : rootRef.current?.requestFullscreen())?.catch(
      () => undefined,
    );

  const aiTile = (
    <Box sx={{ display: 'grid', justifyItems: 'center', gap: { xs: 0.5, sm: 1 }, p: { xs: 0.5, sm: 2 } }}>
      <Avatar sx={{ width: { xs: 36, sm: 72 }, height: { xs: 36, sm: 72 }, bgcolor: 'primary.main' }} aria-hidden>
        <SmartToy fontSize="large" />
      </Avatar>
      <Typography sx={{ fontWeight: 600, display: { xs: 'none', sm: 'block' } }}>{t('interview.ai.name')}</Typography>
      <Chip
        size="small"
        color={stateColor[room.agentState]}
        label={room.agentPresent ? t(`interview.ai.state.${agentStateKey[room.agentState]}`) : t('interview.ai.absent')}
        data-testid="ai-state"
        aria-live="polite"
      />
      <AudioVisualiser
        track={room.agentAudio?.mediaStreamTrack}
        bars={visualiserBars}
        label={t('interview.ai.visualiser')}
        color="common.white"
      />
    </Box>
  );
  const selfTrack = observer ? (room.candidateScreen ?? room.candidateCamera) : (room.localScreen ?? room.localCamera);
  const selfLabel = observer ? (context.candidateName ?? t('interview.candidate')) : t('interview.you');

  return (
    <Box
      ref={rootRef}
      data-testid="live-room"
      data-phase={room.phase}
      // One screen high: the chat scrolls inside its panel, so the input and End Interview never scroll away.
      sx={{
        height: '100dvh',
        overflow: 'hidden',
        bgcolor: 'background.default',
        display: 'grid',
        gridTemplateRows: 'auto auto minmax(0, 1fr)',
        gap: 1.5,
        p: { xs: 1, sm: 2 },
      }}
    >
      <Box
        component="header"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h1" variant="h6" noWrap>
            {context.jobTitle ? <UserText>{context.jobTitle}</UserText> : t('interview.setup.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            <UserTexts items={[context.companyName, context.location, context.candidateName]} />
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          {live && <Chip size="small" color="error" label={t('interview.live')} data-testid="live-badge" />}
          {observer && <Chip size="small" variant="outlined" label={t('interview.observing')} />}
          <Typography variant="body2" role="status" data-testid="room-status">
            {t(`interview.status.${status}`)}
          </Typography>
          <Typography
            variant="body2"
            sx={{ fontVariantNumeric: 'tabular-nums', direction: 'ltr' }}
            aria-label={t('interview.elapsed')}
            data-testid="room-timer"
          >
            {formatElapsed(room.elapsedSeconds)}
          </Typography>
        </Box>
      </Box>
      <RoomBanners
        room={room}
        observer={observer}
        controlError={controlError}
        onDismissControlError={() => setControlError(null)}
        onReconnect={onReconnect}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          minHeight: 0,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 360px' },
          gridTemplateRows: { xs: 'auto minmax(0, 1fr)', md: 'minmax(0, 1fr)' },
        }}
      >
        <Box component="main" sx={{ display: 'grid', gap: 1, alignContent: 'start', minWidth: 0 }}>
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
            <Box
              sx={{
                bgcolor: 'grey.900',
                color: 'common.white',
                borderRadius: 2,
                aspectRatio: '16 / 9',
                display: 'grid',
                placeItems: 'center',
              }}
              data-testid="ai-tile"
            >
              {aiTile}
            </Box>
            <VideoTile
              track={selfTrack}
              label={selfLabel}
              mirror={!observer && !room.localScreen}
              testId="self-tile"
              fallback={
                <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1, p: 2 }}>
                  <Typography variant="body2">
                    {observer ? t('interview.noCandidateVideo') : t('interview.cameraOff')}
                  </Typography>
                  <AudioVisualiser
                    track={(observer ? room.candidateAudio : room.localMic)?.mediaStreamTrack}
                    bars={Math.round(visualiserBars / 2)}
                    label={t('interview.micLevel')}
                    color="common.white"
                    height={32}
                  />
                </Box>
              }
            />
          </Box>
          {/* Below the tiles, never over them: the "You" label and both faces stay visible. One line is kept
              free while captions are on, so a short caption does not move the controls. */}
          {captionsOn && (
            <Box
              aria-live="polite"
              sx={{ minHeight: { xs: 28, sm: 36 }, display: 'grid', placeItems: 'center', textAlign: 'center' }}
            >
              {room.caption && (
                <Typography
                  dir="auto"
                  data-testid="caption"
                  sx={{
                    bgcolor: 'rgba(0,0,0,0.75)',
                    color: 'common.white',
                    px: 1.5,
                    py: 0.5,
                    borderRadius: 1,
                    typography: { xs: 'body2', sm: 'body1' },
                    // On a phone the chat below keeps its room: the caption shows at most three lines.
                    display: { xs: '-webkit-box', sm: 'inline-block' },
                    WebkitBoxOrient: 'vertical',
                    WebkitLineClamp: { xs: 3, sm: 'none' },
                    overflow: 'hidden',
                  }}
                >
                  {room.caption.text}
                </Typography>
              )}
            </Box>
          )}
          <RoomControls
            observer={observer}
            micOn={room.micOn}
            cameraOn={room.cameraOn}
            screenOn={room.screenOn}
            captionsOn={captionsOn}
            fullscreen={fullscreen}
            canScreenShare={canScreenShare}
            disabled={!live}
            onMic={run(room.toggleMic, t('interview.errors.permissions'))}
            onCamera={run(room.toggleCamera, t('interview.errors.permissions'))}
            onScreen={run(room.toggleScreen, t('interview.errors.screenShare'))}
            onCaptions={() => setCaptionsOn((on) => !on)}
            onFullscreen={toggleFullscreen}
            onEnd={onEnd}
          />
        </Box>
        <SidePanel
          context={context}
          lines={room.chat}
          canSend={!observer && live}
          onSend={room.sendChat}
          onTyping={room.typing}
          mediaNote={mediaNote}
        />
      </Box>
    </Box>
  );
}

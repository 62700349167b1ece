import CallEnd from '@mui/icons-material/CallEnd';
import ClosedCaption from '@mui/icons-material/ClosedCaption';
import ClosedCaptionDisabled from '@mui/icons-material/ClosedCaptionDisabled';
import Fullscreen from '@mui/icons-material/Fullscreen';
import FullscreenExit from '@mui/icons-material/FullscreenExit';
import Mic from '@mui/icons-material/Mic';
import MicOff from '@mui/icons-material/MicOff';
import ScreenShare from '@mui/icons-material/ScreenShare';
import StopScreenShare from '@mui/icons-material/StopScreenShare';
import Videocam from '@mui/icons-material/Videocam';
import VideocamOff from '@mui/icons-material/VideocamOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function Toggle({
  on,
  warnWhenOff = true,
  label,
  onIcon,
  offIcon,
  onClick,
  disabled,
  testId,
}: {
  on: boolean;
  /** Mic and camera turn red when off; screen share and captions just lose their highlight. */
  warnWhenOff?: boolean;
  label: string;
  onIcon: ReactNode;
  offIcon: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  testId: string;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          aria-label={label}
          aria-pressed={on}
          onClick={onClick}
          disabled={disabled}
          data-testid={testId}
          sx={
            !on && warnWhenOff
              ? { bgcolor: 'error.main', color: 'error.contrastText', '&:hover': { bgcolor: 'error.dark' } }
              : { bgcolor: on ? 'action.selected' : 'transparent' }
          }
        >
          {on ? onIcon : offIcon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

export interface ControlsProps {
  observer: boolean;
  micOn: boolean;
  cameraOn: boolean;
  screenOn: boolean;
  captionsOn: boolean;
  fullscreen: boolean;
  canScreenShare: boolean;
  disabled: boolean;
  onMic: () => void;
  onCamera: () => void;
  onScreen: () => void;
  onCaptions: () => void;
  onFullscreen: () => void;
  onEnd: () => void;
}

/** Mute, camera, screen share, captions, fullscreen and End Interview (Leave for observers). */
export function RoomControls(props: ControlsProps) {
  const { t } = useTranslation();
  return (
    <Box
      role="toolbar"
      aria-label={t('interview.controls.label')}
      sx={{ display: 'flex', gap: 1, justifyContent: 'center', alignItems: 'center', flexWrap: 'wrap', py: 1 }}
    >
      {!props.observer && (
        <>
          <Toggle
            on={props.micOn}
            label={props.micOn ? t('interview.controls.mute') : t('interview.controls.unmute')}
            onIcon={<Mic />}
            offIcon={<MicOff />}
            onClick={props.onMic}
            disabled={props.disabled}
            testId="toggle-mic"
          />
          <Toggle
            on={props.cameraOn}
            label={props.cameraOn ? t('interview.controls.cameraOff') : t('interview.controls.cameraOn')}
            onIcon={<Videocam />}
            offIcon={<VideocamOff />}
            onClick={props.onCamera}
            disabled={props.disabled}
            testId="toggle-camera"
          />
          {props.canScreenShare && (
            <Toggle
              on={props.screenOn}
              warnWhenOff={false}
              label={props.screenOn ? t('interview.controls.stopShare') : t('interview.controls.share')}
              onIcon={<StopScreenShare />}
              offIcon={<ScreenShare />}
              onClick={props.onScreen}
              disabled={props.disabled}
              testId="toggle-screen"
            />
          )}
        </>
      )}
      <Toggle
        on={props.captionsOn}
        warnWhenOff={false}
        label={props.captionsOn ? t('interview.controls.captionsOff') : t('interview.controls.captionsOn')}
        onIcon={<ClosedCaption />}
        offIcon={<ClosedCaptionDisabled />}
        onClick={props.onCaptions}
        testId="toggle-captions"
      />
      <Tooltip title={props.fullscreen ? t('interview.controls.exitFullscreen') : t('interview.controls.fullscreen')}>
        <IconButton
          aria-label={props.fullscreen ? t('interview.controls.exitFullscreen') : t('interview.controls.fullscreen')}
          aria-pressed={props.fullscreen}
          onClick={props.onFullscreen}
          data-testid="toggle-fullscreen"
        >
          {props.fullscreen ? <FullscreenExit /> : <Fullscreen />}
        </IconButton>
      </Tooltip>
      <Button
        color="error"
        variant="contained"
        startIcon={<CallEnd />}
        onClick={props.onEnd}
        data-testid="end-interview"
      >
        {props.observer ? t('interview.controls.leave') : t('interview.controls.end')}
      </Button>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Track } from 'livekit-client';
import { useEffect, useRef, type ReactNode } from 'react';

/** A LiveKit video track in a 16:9 tile, or the fallback when there is none. */
export function VideoTile({
  track,
  label,
  mirror = false,
  fallback,
  testId,
}: {
  track: Track | undefined;
  label: string;
  mirror?: boolean;
  fallback: ReactNode;
  testId?: string;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = videoRef.current;
    if (!track || !element) return;
    track.attach(element);
    return () => {
      track.detach(element);
    };
  }, [track]);
  return (
    <Box
      data-testid={testId}
      sx={{
        position: 'relative',
        bgcolor: 'grey.900',
        color: 'common.white',
        borderRadius: 2,
        overflow: 'hidden',
        aspectRatio: '16 / 9',
        display: 'grid',
        placeItems: 'center',
        minWidth: 0,
      }}
    >
      {track ? (
        <Box
          component="video"
          ref={videoRef}
          autoPlay
          playsInline
          muted
          aria-label={label}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', transform: mirror ? 'scaleX(-1)' : undefined }}
        />
      ) : (
        fallback
      )}
      <Typography
        variant="caption"
        sx={{
          position: 'absolute',
          bottom: 8,
          insetInlineStart: 8,
          bgcolor: 'rgba(0,0,0,0.55)',
          px: 1,
          borderRadius: 1,
        }}
      >
        {label}
      </Typography>
    </Box>
  );
}

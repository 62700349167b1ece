import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';

/** Bars that follow a track's loudness (Web Audio AnalyserNode); flat when there is no track. */
export function AudioVisualiser({
  track,
  bars,
  height = 48,
  color = 'primary.main',
  label,
}: {
  track: MediaStreamTrack | undefined;
  bars: number;
  height?: number;
  color?: string;
  label: string;
}) {
  const barRefs = useRef<(HTMLSpanElement | null)[]>([]);

  useEffect(() => {
    const setLevels = (level: (i: number) => number) =>
      barRefs.current.forEach((bar, i) => {
        if (bar) bar.style.transform = `scaleY(${Math.max(0.06, Math.min(1, level(i)))})`;
      });
    if (!track || typeof AudioContext === 'undefined') {
      setLevels(() => 0);
      return;
    }
    const context = new AudioContext();
    const source = context.createMediaStreamSource(new MediaStream([track]));
    const analyser = context.createAnalyser();
    analyser.fftSize = 256;
    analyser.smoothingTimeConstant = 0.7;
    source.connect(analyser);
    const data = new Uint8Array(analyser.frequencyBinCount);
    // Speech sits in the lower bins; spread the first ~60 % of them over the bars.
    const usable = Math.floor(data.length * 0.6);
    let frame = 0;
    const draw = () => {
      analyser.getByteFrequencyData(data);
      setLevels((i) => (data[Math.floor((i / bars) * usable)] ?? 0) / 255);
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => {
      cancelAnimationFrame(frame);
      source.disconnect();
      void context.close();
    };
  }, [track, bars]);

  return (
    <Box
      role="img"
      aria-label={label}
      data-testid="audio-visualiser"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: '2px', height, direction: 'ltr' }}
    >
      {Array.from({ length: bars }, (_, i) => (
        <Box
          component="span"
          key={i}
          ref={(element: HTMLSpanElement | null) => {
            barRefs.current[i] = element;
          }}
          sx={{
            width: 3,
            height: '100%',
            borderRadius: 2,
            bgcolor: color,
            transform: 'scaleY(0.06)',
            transition: 'transform 80ms linear',
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          }}
        />
      ))}
    </Box>
  );
}

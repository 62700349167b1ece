/** The spec's live-interview constants (candidate document, section 9). */
export const interviewTimings = {
  deviceTestMs: 3000,
  startDelayMs: 2000,
  audioSetupDelayMs: 1500,
  reconnectDelayMs: 1000,
  uiSyncMs: 2000,
  captionClearMs: 5000,
  captionAfterSpeechMs: 1500,
} as const;

export const visualiserBars = 45;

/** Two public STUN servers, used when the LiveKit server does not hand out its own ICE servers. */
export const stunServers: RTCIceServer[] = [
  { urls: 'stun:stun.l.google.com:19302' },
  { urls: 'stun:stun1.l.google.com:19302' },
];

export interface MediaProfile {
  camera: { width: number; height: number; frameRate: number };
  screen: { width: number; height: number; frameRate: number };
  audioSampleRate: number;
}

export const desktopMedia: MediaProfile = {
  camera: { width: 1280, height: 720, frameRate: 30 },
  screen: { width: 2560, height: 1440, frameRate: 15 },
  audioSampleRate: 44100,
};

export const mobileMedia: MediaProfile = {
  camera: { width: 640, height: 480, frameRate: 15 },
  screen: { width: 1280, height: 720, frameRate: 10 },
  audioSampleRate: 16000,
};

export function isMobileAgent(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i.test(userAgent);
}

export function mediaProfile(userAgent: string): MediaProfile {
  return isMobileAgent(userAgent) ? mobileMedia : desktopMedia;
}

/** Browser getUserMedia constraints for one step of the fallback. */
export function constraintsFor(profile: MediaProfile, video: boolean, audio: boolean): MediaStreamConstraints {
  return {
    audio: audio
      ? { echoCancellation: true, noiseSuppression: true, autoGainControl: true, sampleRate: profile.audioSampleRate }
      : false,
    video: video
      ? {
          width: { ideal: profile.camera.width },
          height: { ideal: profile.camera.height },
          frameRate: { ideal: profile.camera.frameRate },
        }
      : false,
  };
}

export interface DeviceReport {
  /** WebRTC and getUserMedia are available (a secure context in a modern browser). */
  supported: boolean;
  camera: boolean;
  microphone: boolean;
  speaker: boolean;
}

/** What the browser says is plugged in, without asking for permission (labels stay hidden until then). */
export async function checkDevices(nav: Navigator = navigator): Promise<DeviceReport> {
  const supported = typeof RTCPeerConnection !== 'undefined' && Boolean(nav.mediaDevices?.getUserMedia);
  if (!nav.mediaDevices?.enumerateDevices) return { supported, camera: false, microphone: false, speaker: false };
  try {
    const devices = await nav.mediaDevices.enumerateDevices();
    const has = (kind: MediaDeviceKind) => devices.some((device) => device.kind === kind);
    return { supported, camera: has('videoinput'), microphone: has('audioinput'), speaker: has('audiooutput') };
  } catch {
    return { supported, camera: false, microphone: false, speaker: false };
  }
}

/** The start button's text: what still blocks the start, in the spec's order. */
export function startBlocker(consented: boolean, deviceCheckDone: boolean): 'consent' | 'devices' | null {
  if (!deviceCheckDone) return 'devices';
  if (!consented) return 'consent';
  return null;
}

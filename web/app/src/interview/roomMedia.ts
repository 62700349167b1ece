import { Track, type Participant, type Room } from 'livekit-client';
import type { MediaProfile } from './constants.ts';
import type { MediaResult } from './media.ts';

/** Publishes the granted camera and microphone; after a reconnect the first tracks are stopped, so fresh ones are asked for. */
export async function publishMedia(room: Room, media: MediaResult, profile: MediaProfile): Promise<void> {
  for (const track of media.stream?.getTracks() ?? []) {
    const video = track.kind === 'video';
    const source = video ? Track.Source.Camera : Track.Source.Microphone;
    if (track.readyState === 'live') await room.localParticipant.publishTrack(track, { source });
    else if (video) await room.localParticipant.setCameraEnabled(true, { resolution: profile.camera });
    else await room.localParticipant.setMicrophoneEnabled(true);
  }
}

/** Turns the candidate's microphone, camera or screen share on or off, with the spec's capture constraints. */
export async function toggleSource(room: Room, source: Track.Source, profile: MediaProfile): Promise<void> {
  const participant = room.localParticipant;
  const publication = participant.getTrackPublication(source);
  const on = Boolean(publication?.track && !publication.isMuted);
  if (source === Track.Source.Microphone) await participant.setMicrophoneEnabled(!on);
  else if (source === Track.Source.Camera) await participant.setCameraEnabled(!on, { resolution: profile.camera });
  else
    await participant.setScreenShareEnabled(!on, { audio: false, resolution: profile.screen, contentHint: 'detail' });
}

/** The tracks the screen shows: the candidate's own, the interviewer's voice, and (for observers) the candidate's. */
export function roomTracks(room: Room | null, isInterviewer: (participant: Participant) => boolean) {
  const local = (source: Track.Source) => room?.localParticipant.getTrackPublication(source);
  const on = (source: Track.Source) => {
    const publication = local(source);
    return Boolean(publication?.track && !publication.isMuted);
  };
  const remotes = room ? [...room.remoteParticipants.values()] : [];
  const agent = remotes.find(isInterviewer);
  const candidate = remotes.find((participant) => !isInterviewer(participant));
  const trackOf = (participant: Participant | undefined, source: Track.Source) =>
    participant?.getTrackPublication(source)?.track;
  // The agent may publish its voice with any source; its first audio track is the voice.
  const audioOf = (participant: Participant | undefined) =>
    participant ? [...participant.audioTrackPublications.values()].find((pub) => pub.track)?.track : undefined;
  return {
    micOn: on(Track.Source.Microphone),
    cameraOn: on(Track.Source.Camera),
    screenOn: on(Track.Source.ScreenShare),
    localCamera: local(Track.Source.Camera)?.track,
    localScreen: local(Track.Source.ScreenShare)?.track,
    localMic: local(Track.Source.Microphone)?.track,
    agentAudio: audioOf(agent),
    candidateCamera: trackOf(candidate, Track.Source.Camera),
    candidateScreen: trackOf(candidate, Track.Source.ScreenShare),
    candidateAudio: audioOf(candidate),
  };
}

import { chatTopic, decodeMessage, decodeUtterance, transcriptTopic, type AgentState } from './protocol.ts';

export interface DataSink {
  /** `seq`: the agent's transcript number, when the line is a recorded utterance. */
  chat: (from: 'ai' | 'candidate', text: string, seq?: number) => void;
  candidateSaid: (text: string, seq?: number) => void;
  /** A spoken answer as heard; `unclear` when it was not understood (and not counted). */
  heard: (seq: number | null, text: string, unclear: boolean) => void;
  corrected: (corrects: number, text: string) => void;
  caption: (text: string, final: boolean, spokenMs?: number) => void;
  state: (state: AgentState) => void;
  end: () => void;
}

/** One data packet of the room (see protocol.ts) turned into what the screen shows. */
export function handleData(payload: Uint8Array, topic: string | undefined, fromInterviewer: boolean, sink: DataSink) {
  if (topic === chatTopic) return;
  if (topic === transcriptTopic) {
    const utterance = decodeUtterance(payload);
    if (!utterance) return;
    if (utterance.speakerType === 'AI_ASSISTANT') {
      sink.chat('ai', utterance.text, utterance.seq ?? undefined);
      sink.caption(utterance.text, true, utterance.durationMs);
    } else if (utterance.speakerType === 'CANDIDATE') {
      if (utterance.corrects !== undefined) sink.corrected(utterance.corrects, utterance.text);
      else if (utterance.heard !== undefined) sink.heard(utterance.seq, utterance.text, false);
      else sink.candidateSaid(utterance.text, utterance.seq ?? undefined);
    } else if (utterance.unclear) sink.heard(utterance.seq, utterance.heard ?? '', true);
    return;
  }
  const message = decodeMessage(payload);
  if (message?.type === 'chat') sink.chat(fromInterviewer ? 'ai' : 'candidate', message.text);
  else if (message?.type === 'caption') sink.caption(message.text, message.final);
  else if (message?.type === 'state') sink.state(message.state);
  else if (message?.type === 'end') sink.end();
}

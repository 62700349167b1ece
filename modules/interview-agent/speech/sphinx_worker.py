"""The interview agent's live recogniser: PocketSphinx 5 (PyPI `pocketsphinx`, whose wheel ships the US English
acoustic model, dictionary and language model), one long-lived process per interview, fed the candidate's audio
as it arrives so that the words are ready when the answer ends.

It decodes with a language model built for this interview (lm.py): interview-answer English, the job's text and
skills, the CV's terms and the question just asked, mixed with the general model's vocabulary. docs/interview-agent.md.

Protocol. In (stdin): frames of 1 byte kind, 4 bytes little-endian length, payload.
  b'J' JSON: {"op": "context", "texts": [...], "terms": [...]}   the interview's words; answers {"op": "ready"}
             {"op": "question", "text": "..."}                   the question being asked now (re-biases the model)
             {"op": "begin"}                                     an utterance starts
             {"op": "end"}                                       it ended; answers {"text", "confidence", "words"}
             {"op": "cancel"}                                    it was noise; no answer
  b'A' 16 kHz mono 16-bit little-endian PCM of the open utterance.
Out (stdout): one JSON object per line, in the order of the requests that answer.
"""

import json
import os
import struct
import sys
import time

from pocketsphinx import Decoder, get_model_path

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lm import InterviewLm  # noqa: E402

FILLERS = {"<s>", "</s>", "<sil>", "[NOISE]", "[noise]", "[BREATH]", "[COUGH]", "[SMACK]", "[UH]", "[UM]"}


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


def main():
    workdir = sys.argv[1] if len(sys.argv) > 1 else "."
    settings = json.loads(sys.argv[2]) if len(sys.argv) > 2 else {}
    decoder = Decoder(
        hmm=get_model_path("en-us/en-us"),
        dict=get_model_path("en-us/cmudict-en-us.dict"),
        lm=None,
        samprate=16000,
        loglevel="FATAL",
        logfn=os.devnull,
        bestpath=True,
        lw=float(settings.get("lw", 6.5)),
        beam=float(settings.get("beam", 1e-48)),
        wbeam=float(settings.get("wbeam", 7e-29)),
    )
    lm = InterviewLm(decoder, workdir, settings)
    stdin = sys.stdin.buffer
    open_utt = False
    samples = 0
    started = 0.0
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
                decoder.process_raw(payload, False, False)
                samples += len(payload) // 2
            continue
        msg = json.loads(payload.decode("utf-8"))
        op = msg.get("op")
        try:
            if op == "context":
                lm.set_context(msg.get("texts", []), msg.get("terms", []))
                reply({"op": "ready", "words": lm.vocabulary_size})
            elif op == "question":
                lm.set_question(msg.get("text", ""))
            elif op == "begin":
                if open_utt:
                    decoder.end_utt()
                decoder.start_utt()
                open_utt = True
                samples = 0
                started = time.time()
            elif op == "cancel":
                if open_utt:
                    decoder.end_utt()
                open_utt = False
            elif op == "end":
                reply(finish(decoder, open_utt, samples, started))
                open_utt = False
        except Exception as error:  # one bad request must not end the interview's recogniser
            if op in ("context", "end"):
                reply({"op": op, "error": str(error), "text": "", "confidence": 0})
            else:
                sys.stderr.write(f"{op}: {error}\n")


def finish(decoder, open_utt, samples, started):
    if not open_utt:
        return {"text": "", "confidence": 0, "words": []}
    decoder.end_utt()
    words = []
    for seg in decoder.seg() or []:
        word = seg.word
        if word in FILLERS or word.startswith("[") or word.startswith("++"):
            continue
        if word.endswith(")") and "(" in word:
            word = word[: word.index("(")]
        words.append({"w": word, "p": round(min(1.0, max(0.0, seg.prob)), 4)})
    text = " ".join(w["w"] for w in words)
    confidence = sum(w["p"] for w in words) / len(words) if words else 0
    return {
        "text": text,
        "confidence": round(confidence, 3),
        "words": words,
        "seconds": round(samples / 16000, 2),
        "decodeMs": round(1000 * (time.time() - started)),
    }


if __name__ == "__main__":
    main()

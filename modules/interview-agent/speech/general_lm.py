"""The general US English model's unigrams, which the interview model backs off to: written out as ARPA by a process
of its own (run as `python general_lm.py dump PATH`) and cached on disk as a word list."""

import os
import subprocess
import sys

from pocketsphinx import NGramModel, get_model_path


def dump_general_arpa(path):
    """Writes the general model as ARPA. PocketSphinx 5.1.1 crashes once the bigrams are written (its trigram writer),
    so this runs in a process of its own and the caller keeps what came out whole: the unigrams and bigrams."""
    from pocketsphinx import Decoder

    decoder = Decoder(lm=None, loglevel="FATAL")
    lm = NGramModel(decoder.config, decoder.get_logmath(), get_model_path("en-us/en-us.lm.bin"))
    lm.write(path, NGramModel.str_to_type("arpa"))


def general_unigrams(cache_dir, top):
    """The general model's most likely words with their probabilities (log10), cached on disk."""
    path = os.path.join(cache_dir, f"en-us-unigrams-{top}.tsv")
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            return {w: float(p) for w, p in (line.rstrip("\n").split("\t") for line in f if "\t" in line)}
    os.makedirs(cache_dir, exist_ok=True)
    arpa = os.path.join(cache_dir, f"en-us-{os.getpid()}.arpa")
    subprocess.run([sys.executable, os.path.abspath(__file__), "dump", arpa], check=False, capture_output=True)
    words = []
    try:
        with open(arpa, encoding="utf-8", errors="replace") as f:
            section = False
            for line in f:
                if line.startswith("\\1-grams:"):
                    section = True
                    continue
                if section:
                    if line.startswith("\\"):
                        break
                    parts = line.split()
                    if len(parts) >= 2 and not parts[1].startswith("<") and parts[0] != "-inf":
                        words.append((float(parts[0]), parts[1]))
    finally:
        if os.path.exists(arpa):
            os.remove(arpa)
    if len(words) < 1000:
        raise RuntimeError("could not read the general language model's words")
    words.sort(reverse=True)
    words = words[:top]
    tmp = path + f".{os.getpid()}"
    with open(tmp, "w", encoding="utf-8") as f:
        for p, w in words:
            f.write(f"{w}\t{p}\n")
    os.replace(tmp, path)
    return {w: p for p, w in words}


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "dump":
        dump_general_arpa(sys.argv[2])

"""The language model of one interview, for PocketSphinx: a trigram model of how candidates answer (the corpus beside
this file), the job's own text and skills, the CV's terms and the question just asked, backed off to the general US
English model's unigrams so that any word of the dictionary can still be heard. Witten-Bell smoothing, written as
ARPA and loaded into the decoder; rebuilt (in well under a second) each time a question is asked.
"""

import math
import os
import re
import subprocess
import sys
from collections import defaultdict

from pocketsphinx import NGramModel, get_model_path

HERE = os.path.dirname(os.path.abspath(__file__))
ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def number_words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("" if n % 10 == 0 else " " + ONES[n % 10])
    if n < 1000:
        rest = n % 100
        return ONES[n // 100] + " hundred" + ("" if rest == 0 else " " + number_words(rest))
    if 1900 <= n <= 2099:
        head, tail = divmod(n, 100)
        if n < 2000 or n >= 2010:
            return number_words(head) + " " + ("hundred" if tail == 0 else number_words(tail) if tail >= 10 else "oh " + ONES[tail])
        return "two thousand" + ("" if tail == 0 else " " + number_words(tail))
    if n < 1_000_000:
        head, rest = divmod(n, 1000)
        return number_words(head) + " thousand" + ("" if rest == 0 else " " + number_words(rest))
    return " ".join(ONES[int(d)] for d in str(n))


def read_dict(path):
    phones = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            parts = line.split()
            if len(parts) < 2 or "(" in parts[0]:
                continue
            phones.setdefault(parts[0], " ".join(parts[1:]))
    return phones


class Lexicon:
    """The dictionary's words, the project's pronunciations of terms it lacks (lexicon.dict), and spelled-out acronyms."""

    def __init__(self, decoder):
        self.decoder = decoder
        self.dict = read_dict(get_model_path("en-us/cmudict-en-us.dict"))
        self.extra = read_dict(os.path.join(HERE, "lexicon.dict"))
        self.added = set()

    def known(self, word):
        return word in self.dict or word in self.added

    def add(self, word, phones):
        if word in self.added or word in self.dict:
            return
        self.decoder.add_word(word, phones, False)
        self.added.add(word)

    def tokens(self, text):
        """Words as they are spoken: lower case, numbers in words, terms split or spelled; unknown words dropped."""
        out = []
        text = text.replace("&", " and ").replace("+", " plus ").replace("#", " sharp ")
        for raw in re.findall(r"[A-Za-z][A-Za-z0-9.'\-]*[A-Za-z0-9]|[A-Za-z]|\d+", text):
            if raw.isdigit():
                out.extend(number_words(int(raw)).split())
                continue
            word = raw.lower().strip(".'-")
            if word in self.extra:
                self.add(word, self.extra[word])
                out.append(word)
            elif word in self.dict or word in self.added:
                out.append(word)
            elif raw.isupper() and 2 <= len(raw) <= 5 and raw.isalpha():
                # An acronym is said letter by letter: AWS, SQL, HR.
                phones = [self.dict.get(c) for c in word]
                if all(phones):
                    self.add(word, " ".join(phones))
                    out.append(word)
            else:
                for part in re.split(r"[.\-]", word):
                    pieces = self.split(part)
                    if pieces is not None:
                        out.append(self.compound(part, pieces))
        return out

    def split(self, word):
        """A compound of dictionary words (typescript: type + script), longest pieces first; None when there is none."""
        if not word:
            return None
        if word in self.dict or word in self.added or word in self.extra:
            return [word]
        for cut in range(len(word) - 2, 1, -1):
            head, tail = word[:cut], word[cut:]
            if head in self.dict and len(tail) >= 2:
                rest = self.split(tail)
                if rest is not None:
                    return [head] + rest
        return None

    def compound(self, word, pieces):
        if len(pieces) == 1:
            if pieces[0] in self.extra:
                self.add(pieces[0], self.extra[pieces[0]])
            return pieces[0]
        phones = " ".join(self.extra.get(p) or self.dict.get(p) or "" for p in pieces).split()
        self.add(word, " ".join(phones))
        return word


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


class InterviewLm:
    def __init__(self, decoder, workdir, settings):
        self.decoder = decoder
        self.workdir = workdir
        self.lexicon = Lexicon(decoder)
        # Tuned on the benchmark's tune answers only (scripts/bench/interview.ts); docs/interview-agent.md.
        self.general_weight = float(settings.get("generalWeight", 0.3))
        self.term_boost = float(settings.get("termBoost", 20))
        self.question_boost = float(settings.get("questionBoost", 10))
        self.question_repeat = int(settings.get("questionRepeat", 2))
        self.context_repeat = int(settings.get("contextRepeat", 1))
        # The venv's own folder (scripts/lib/ai-tools.sh fills it at install time).
        cache = settings.get("cacheDir") or os.path.join(sys.prefix, "cache")
        self.general = {
            w: 10**p for w, p in general_unigrams(cache, int(settings.get("generalWords", 30000))).items()
        }
        total = sum(self.general.values())
        self.general = {w: p / total for w, p in self.general.items() if self.lexicon.known(w)}
        with open(os.path.join(HERE, "interview-answers.txt"), encoding="utf-8") as f:
            self.corpus = [self.lexicon.tokens(line) for line in f if line.strip() and not line.startswith("#")]
        self.context = []
        self.terms = set()
        self.question = []
        self.vocabulary_size = 0
        self.version = 0

    def set_context(self, texts, terms):
        self.context = [t for t in (self.lexicon.tokens(text) for text in texts) if t]
        self.terms = {w for term in terms for w in self.lexicon.tokens(term)}
        self.context += [self.lexicon.tokens(term) for term in terms]
        self.rebuild()

    def set_question(self, text):
        self.question = self.lexicon.tokens(text)
        self.rebuild()

    def rebuild(self):
        sentences = list(self.corpus)
        sentences += self.context * self.context_repeat
        if self.question:
            sentences += [self.question] * self.question_repeat
        boosts = defaultdict(lambda: 1.0)
        for w in self.terms:
            boosts[w] = max(boosts[w], self.term_boost)
        for w in self.question:
            boosts[w] = max(boosts[w], self.question_boost)
        self.version += 1
        path = os.path.join(self.workdir, f"interview-{os.getpid()}-{self.version}.arpa")
        write_arpa(path, sentences, self.general, self.general_weight, boosts)
        try:
            lm = NGramModel(self.decoder.config, self.decoder.get_logmath(), path)
            self.decoder.add_lm("interview", lm)
            self.decoder.activate_search("interview")
        finally:
            os.remove(path)


STOP = {"<s>", "</s>"}


def write_arpa(path, sentences, general, general_weight, boosts):
    """Witten-Bell interpolated trigrams over the sentences, backed off to a unigram mixed with the general model."""
    c1 = defaultdict(float)
    c2 = defaultdict(lambda: defaultdict(float))
    c3 = defaultdict(lambda: defaultdict(float))
    for words in sentences:
        seq = ["<s>"] + words + ["</s>"]
        for i, w in enumerate(seq):
            if i > 0:
                c1[w] += 1
                c2[seq[i - 1]][w] += 1
            if i > 1:
                c3[(seq[i - 2], seq[i - 1])][w] += 1
    total = sum(c1.values()) or 1.0
    vocab = set(c1) | set(general)
    p1 = {}
    for w in vocab:
        p = (1 - general_weight) * c1.get(w, 0) / total + general_weight * general.get(w, 0)
        p1[w] = p * boosts[w] if w in boosts else p
    norm = sum(p1.values())
    p1 = {w: p / norm for w, p in p1.items() if p > 0}
    p1["<s>"] = 0.0

    def wb(history_counts, lower):
        n = sum(history_counts.values())
        t = len(history_counts)
        probs = {w: (c + t * lower(w)) / (n + t) for w, c in history_counts.items()}
        return probs, t / (n + t)

    bigrams = {}
    alpha1 = {}
    for u, followers in c2.items():
        bigrams[u], alpha1[u] = wb(followers, lambda w: p1.get(w, 0))

    def p2(u, w):
        listed = bigrams.get(u)
        if listed and w in listed:
            return listed[w]
        return alpha1.get(u, 1.0) * p1.get(w, 0)

    trigrams = {}
    alpha2 = {}
    for (u, v), followers in c3.items():
        trigrams[(u, v)], alpha2[(u, v)] = wb(followers, lambda w, v=v: p2(v, w))

    log = lambda p: math.log10(p) if p > 0 else -99.0  # noqa: E731
    n2 = sum(len(b) for b in bigrams.values())
    n3 = sum(len(t) for t in trigrams.values())
    with open(path, "w", encoding="utf-8") as f:
        f.write(f"\\data\\\nngram 1={len(p1)}\nngram 2={n2}\nngram 3={n3}\n\n\\1-grams:\n")
        for w, p in p1.items():
            f.write(f"{log(p):.5f} {w} {log(alpha1[w]) if w in alpha1 else 0:.5f}\n")
        f.write("\n\\2-grams:\n")
        for u, listed in bigrams.items():
            for w, p in listed.items():
                back = alpha2.get((u, w))
                f.write(f"{log(p):.5f} {u} {w}" + (f" {log(back):.5f}\n" if back is not None else "\n"))
        f.write("\n\\3-grams:\n")
        for (u, v), listed in trigrams.items():
            for w, p in listed.items():
                f.write(f"{log(p):.5f} {u} {v} {w}\n")
        f.write("\n\\end\\\n")


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "dump":
        dump_general_arpa(sys.argv[2])
    elif len(sys.argv) == 3 and sys.argv[1] == "prepare":
        # Run by scripts/lib/ai-tools.sh, so that no interview waits for it.
        print(len(general_unigrams(sys.argv[2] if sys.argv[2] != "-" else os.path.join(sys.prefix, "cache"), 30000)), "words")

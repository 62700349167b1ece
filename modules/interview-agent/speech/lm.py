"""The language model of one interview, for PocketSphinx: a trigram model of how candidates answer (the corpus beside
this file), the job's own text and skills, the CV's terms and the question just asked, backed off to the general US
English model's unigrams so that any word of the dictionary can still be heard. Witten-Bell smoothing, written as
ARPA and loaded into the decoder; rebuilt (in well under a second) each time a question is asked.
"""

import os
import sys
from collections import defaultdict

from pocketsphinx import NGramModel

from arpa import write_arpa
from general_lm import dump_general_arpa, general_unigrams
from lexicon import Lexicon

HERE = os.path.dirname(os.path.abspath(__file__))


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


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "dump":
        dump_general_arpa(sys.argv[2])
    elif len(sys.argv) == 3 and sys.argv[1] == "prepare":
        # Run by scripts/lib/ai-tools.sh, so that no interview waits for it.
        print(len(general_unigrams(sys.argv[2] if sys.argv[2] != "-" else os.path.join(sys.prefix, "cache"), 30000)), "words")

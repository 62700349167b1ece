"""How interview text is spoken: numbers in words, terms split into dictionary words or spelled out, and the
words added to the decoder's dictionary on the way (the project's own pronunciations are in lexicon.dict)."""

import os
import re

from pocketsphinx import get_model_path

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


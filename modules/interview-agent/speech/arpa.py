"""The interview model as ARPA text: Witten-Bell interpolated trigrams over the sentences, backed off to a unigram
mixed with the general model and boosted for the job's terms and the question's words."""

import math
from collections import defaultdict

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

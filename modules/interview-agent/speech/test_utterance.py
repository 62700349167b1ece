"""Unit tests of utterance.py (no model: a fake decoder that names the audio it was given). Run by
utterance.unit.test.ts, or `python3 -m unittest test_utterance` in this folder."""

import unittest

from utterance import Utterance, collapse_loops, heard

SECOND = 32000  # bytes of 16-bit 16 kHz audio


class FakeDecoder:
    """Answers one word per second of audio, and notes what it was asked to decode."""

    def __init__(self):
        self.calls = []

    def __call__(self, pcm, before):
        self.calls.append((len(pcm) // SECOND, before))
        return [{"w": f"w{len(self.calls)}-{i}", "p": 0.9} for i in range(len(pcm) // SECOND)]


def texts(words):
    return [w["w"] for w in words]


class SpeculativeDecoding(unittest.TestCase):
    def test_end_after_a_quiet_peek_answers_with_the_peek_without_decoding_again(self):
        decode = FakeDecoder()
        utterance = Utterance(commit_seconds=10)
        utterance.audio.extend(b"\0" * 3 * SECOND)
        self.assertEqual(texts(utterance.peek(decode)), ["w1-0", "w1-1", "w1-2"])
        utterance.audio.extend(b"\0" * (SECOND // 2))  # the pause goes on: silence only
        words, reused = utterance.end(decode, reuse=True)
        self.assertTrue(reused)
        self.assertEqual(texts(words), ["w1-0", "w1-1", "w1-2"])
        self.assertEqual(len(decode.calls), 1)

    def test_speech_after_the_peek_drops_it_and_the_whole_utterance_is_decoded(self):
        decode = FakeDecoder()
        utterance = Utterance(commit_seconds=10)
        utterance.audio.extend(b"\0" * 2 * SECOND)
        utterance.peek(decode)
        utterance.audio.extend(b"\0" * 2 * SECOND)
        words, reused = utterance.end(decode, reuse=False)
        self.assertFalse(reused)
        self.assertEqual(texts(words), ["w2-0", "w2-1", "w2-2", "w2-3"])
        self.assertEqual(decode.calls[-1], (4, ""))

    def test_a_peek_that_failed_leaves_no_older_one_to_reuse(self):
        decode = FakeDecoder()
        utterance = Utterance(commit_seconds=10)
        utterance.audio.extend(b"\0" * 2 * SECOND)
        utterance.peek(decode)
        utterance.audio.extend(b"\0" * 2 * SECOND)

        def broken(pcm, before):
            raise RuntimeError("out of memory")

        with self.assertRaises(RuntimeError):
            utterance.peek(broken)
        words, reused = utterance.end(decode, reuse=True)
        self.assertEqual((len(words), reused), (4, False))

    def test_end_without_a_peek_decodes_even_when_asked_to_reuse(self):
        decode = FakeDecoder()
        utterance = Utterance(commit_seconds=10)
        utterance.audio.extend(b"\0" * 2 * SECOND)
        words, reused = utterance.end(decode, reuse=True)
        self.assertFalse(reused)
        self.assertEqual(len(words), 2)

    def test_a_long_peek_is_kept_and_only_what_follows_is_decoded_with_it_as_the_prompt(self):
        decode = FakeDecoder()
        utterance = Utterance(commit_seconds=10)
        utterance.audio.extend(b"\0" * 12 * SECOND)
        self.assertEqual(len(utterance.peek(decode)), 12)
        self.assertEqual(len(utterance.audio), 0)
        utterance.audio.extend(b"\0" * 2 * SECOND)
        words, reused = utterance.end(decode, reuse=False)
        self.assertFalse(reused)
        self.assertEqual(len(words), 14)
        self.assertEqual(decode.calls[-1][0], 2)
        self.assertTrue(decode.calls[-1][1].endswith("w1-11"))
        # Kept words are not lost when the pause after them ends the utterance either.
        utterance = Utterance(commit_seconds=10)
        utterance.audio.extend(b"\0" * 11 * SECOND)
        utterance.peek(decode)
        words, reused = utterance.end(decode, reuse=True)
        self.assertEqual((len(words), reused), (11, True))


class Loops(unittest.TestCase):
    def test_a_decoding_loop_is_cut_to_one_and_never_counted(self):
        words = [{"w": w, "p": 0.9} for w in "I'm a player, I'm a player, I'm a player, I'm a player".split()]
        result = heard(words)
        self.assertEqual(result["text"], "I'm a player,")
        self.assertTrue(result["looped"])
        self.assertLessEqual(result["confidence"], 0.3)

    def test_people_may_repeat_a_word_three_times(self):
        words = [{"w": w, "p": 0.8} for w in "I I I think so".split()]
        out, looped = collapse_loops(words)
        self.assertEqual(len(out), 5)
        self.assertFalse(looped)
        self.assertEqual(heard(words)["confidence"], 0.8)


if __name__ == "__main__":
    unittest.main()

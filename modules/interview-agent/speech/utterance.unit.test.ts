import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * whisper_worker.py's model-free part (utterance.py: speculative decoding, the loop guard) has its tests in Python
 * (test_utterance.py, standard library only); they run here with the machine's python3 so the unit tier runs them.
 */
describe("the Whisper worker's utterances", () => {
  it('reuse a quiet peek, decode again after new speech, keep long peeks, cut decoding loops', () => {
    const run = spawnSync('python3', ['-B', '-m', 'unittest', '-v', 'test_utterance'], {
      cwd: fileURLToPath(new URL('.', import.meta.url)),
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/^Ran 7 tests/mu);
    expect(run.stderr).toMatch(/^OK$/mu);
  });
});

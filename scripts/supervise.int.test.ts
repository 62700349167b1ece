import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

// The supervision scripts/start gives every platform process (scripts/lib/supervise.sh through start_supervised),
// driven through the same shell functions, on a tiny command in a run directory of its own.
const run = promisify(execFile);
const lib = new URL('lib/', import.meta.url).pathname;

let runDir: string;

/** Runs `script` in bash with the scripts' libraries sourced and RUN_DIR set to this test's directory. */
async function sh(script: string, env: Record<string, string> = {}) {
  const { stdout } = await run(
    'bash',
    ['-c', `source ${lib}env.sh && source ${lib}services.sh && source ${lib}app.sh && ${script}`],
    { env: { ...process.env, TAWZEEF_RUN_DIR: runDir, TAWZEEF_DATA_DIR: runDir, ...env } },
  );
  return stdout.trim();
}

const file = (name: string) => join(runDir, name);
const read = (name: string) => (existsSync(file(name)) ? readFileSync(file(name), 'utf8').trim() : '');
const log = () => read('demo.log');

/** Gone, or a zombie waiting for whatever reaps orphans: either way no longer running. */
function gone(pid: number) {
  try {
    process.kill(pid, 0);
  } catch {
    return true;
  }
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.startsWith('Z') ?? true;
  } catch {
    return true;
  }
}

async function until<T>(what: string, probe: () => T | undefined | false, ms = 8000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// Each start appends the command's pid to `starts`, and the command leaves a helper of its own (a grandchild).
const demo = `bash -c 'echo $$ >>$TAWZEEF_RUN_DIR/starts; sleep 300 & echo $! >$TAWZEEF_RUN_DIR/helper.pid; wait'`;
const starts = () => read('starts').split('\n').filter(Boolean).map(Number);

beforeEach(() => {
  runDir = mkdtempSync(join(tmpdir(), 'tawzeef-supervise-'));
});
afterEach(async () => {
  await sh('stop_service demo');
  rmSync(runDir, { recursive: true, force: true });
});

describe('a supervised process', () => {
  it('is restarted within seconds after SIGKILL, with the signal and time in the log, and stops for good', async () => {
    await sh(`start_supervised demo ${demo}`);
    const supervisor = Number(read('demo.pid'));
    const first = await until('the first start', () => starts()[0]);
    await until('its helper', () => read('helper.pid'));
    const firstHelper = Number(read('helper.pid'));
    expect(Number(await sh('app_child_pid demo'))).toBe(first);
    expect(await sh('is_running demo && echo yes')).toBe('yes');

    const killedAt = Date.now();
    process.kill(first, 'SIGKILL');
    const second = await until('the restart', () => starts()[1]);
    const restartMs = Date.now() - killedAt;

    expect(restartMs).toBeLessThan(5000);
    expect(Number(await sh('app_child_pid demo'))).toBe(second);
    expect(log()).toMatch(
      /\[supervise\] demo exited \(signal KILL\) at \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ after \d+s; restarting in 0s/,
    );
    await until('the dead command’s helper to go with it', () => gone(firstHelper));
    expect(gone(supervisor)).toBe(false);

    await until('the new helper', () => read('helper.pid') !== String(firstHelper));
    const secondHelper = Number(read('helper.pid'));
    await sh('stop_service demo');
    for (const pid of [supervisor, second, secondHelper]) expect(gone(pid), `pid ${pid}`).toBe(true);
    expect(existsSync(file('demo.pid'))).toBe(false);
    expect(existsSync(file('demo.child.pid'))).toBe(false);
    expect(await sh('is_running demo || echo stopped')).toBe('stopped');
    expect(log()).toMatch(/\[supervise\] demo stopped \(signal TERM\) at /);

    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(starts()).toEqual([first, second]);
  });

  it('backs off while it crash-loops, logging the exit code, and stops at once while waiting', async () => {
    await sh(`start_supervised demo bash -c 'echo $$ >>$TAWZEEF_RUN_DIR/starts; exit 3'`, {
      SUPERVISE_MAX_DELAY: '60',
    });
    await until('three starts', () => starts().length >= 3, 10_000);
    const lines = log()
      .split('\n')
      .filter((line) => line.includes('exited'));
    expect(lines.slice(0, 2)).toEqual([
      expect.stringMatching(/demo exited \(exit code 3\) at .* restarting in 0s$/),
      expect.stringMatching(/demo exited \(exit code 3\) at .* restarting in 1s$/),
    ]);
    await until('the fifth exit', () => log().includes('restarting in 8s'), 20_000);

    // A stop that waited for the pending restart would take the 8 s; any slowness of a loaded machine is far less.
    const [from, to] = (await sh('from=$EPOCHREALTIME; stop_service demo; echo "$from $EPOCHREALTIME"'))
      .split(' ')
      .map(Number);
    expect(to! - from!).toBeLessThan(6);
    expect(log()).toMatch(/demo stopped at .*, while waiting to restart$/);
    const count = starts().length;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(starts()).toHaveLength(count);
  }, 30_000);

  it('forwards SIGTERM on stop and kills a command that ignores it after the grace period', async () => {
    await sh(`start_supervised demo bash -c 'trap "" TERM; echo $$ >>$TAWZEEF_RUN_DIR/starts; sleep 300 & wait'`, {
      SUPERVISE_GRACE: '1',
    });
    const child = await until('the start', () => starts()[0]);
    await sh('stop_service demo');
    expect(gone(child)).toBe(true);
    expect(log()).toMatch(/demo did not stop within 1s: SIGKILL\n\[supervise\] demo stopped \(signal KILL\)/);
  });
});

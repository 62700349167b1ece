// Drives the classes at fixed rates with autocannon. A class at r requests/s runs as r lanes of one connection
// at one request per second each, the lanes' starts spread evenly over the second: one autocannon instance at
// overallRate r would send all r requests of a second at the same tick, a burst rather than a rate.
import autocannon from 'autocannon';
import type { LoadClass } from './load-classes.ts';

export type ClassStats = {
  name: string;
  rate: number;
  seconds: number;
  latencies: number[];
  /** Answers by status (2xx and 3xx count as success). */
  statuses: Map<number, number>;
  /** Socket errors and timeouts, by message. */
  failures: Map<string, number>;
  /** The first few error bodies, to say what went wrong. */
  samples: string[];
};

export const errorCount = (s: ClassStats) =>
  [...s.statuses].reduce((n, [status, count]) => n + (status >= 400 || status < 200 ? count : 0), 0) +
  [...s.failures.values()].reduce((a, b) => a + b, 0);

function lane(url: string, cls: LoadClass, stats: ClassStats, seconds: number): Promise<void> {
  const options: autocannon.Options = {
    url,
    connections: 1,
    overallRate: 1,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        setupRequest: (request) => {
          const next = cls.next();
          return { ...request, ...next, headers: { ...request.headers, ...next.headers }, body: next.body ?? '' };
        },
        onResponse: (status, body) => {
          if ((status >= 400 || status < 200) && stats.samples.length < 5) stats.samples.push(`${status} ${body}`);
          cls.seen?.(status, body);
        },
      },
    ],
  };
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error) => (error ? reject(error) : resolve()));
    instance.on('response', (_client, status, _bytes, ms) => {
      stats.latencies.push(ms);
      stats.statuses.set(status, (stats.statuses.get(status) ?? 0) + 1);
    });
    instance.on('reqError', (error: Error) => {
      stats.failures.set(error.message, (stats.failures.get(error.message) ?? 0) + 1);
    });
  });
}

/** Runs every class at its rate for `seconds`, concurrently; returns each class's figures. */
export async function drive(
  url: string,
  classes: { cls: LoadClass; rate: number }[],
  seconds: number,
): Promise<ClassStats[]> {
  const stats = classes.map(({ cls, rate }) => ({
    name: cls.name,
    rate,
    seconds,
    latencies: [],
    statuses: new Map(),
    failures: new Map(),
    samples: [],
  }));
  // Each lane's place within the second: a class's lanes evenly apart, all lanes interleaved.
  const lanes = classes
    .flatMap(({ rate }, c) => Array.from({ length: rate }, (_, j) => ({ c, at: (j + 0.5) / rate + c * 1e-6 })))
    .sort((a, b) => a.at - b.at);
  const running = lanes.map(async ({ c }, i) => {
    await new Promise((resolve) => setTimeout(resolve, (i * 1000) / lanes.length));
    await lane(url, classes[c]!.cls, stats[c]!, seconds);
  });
  await Promise.all(running);
  return stats;
}

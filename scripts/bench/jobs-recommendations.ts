// The recommended-jobs ranking (read-models/recommendations) over the bench:jobs board: the index's first
// full load, then p50/p95 (wall and CPU) of one ranking per CV profile, called directly as the route calls it.
import { performance } from 'node:perf_hooks';
import { canonicalSkill } from '@tawzeef/ai';
import { createJobMatchIndex, recommendJobs, type CandidateFit, type ReadModelDb } from '@tawzeef/read-models';

/** CV profiles as the CV reader extracts them (canonical skill names), from common to rare skills. */
const profiles: Record<string, CandidateFit> = {
  backend: {
    skills: ['Node.js', 'TypeScript', 'PostgreSQL', 'Docker', 'AWS', 'REST', 'Git', 'Redis', 'Python', 'Kubernetes'],
    title: 'Senior Backend Engineer',
    years: 6,
  },
  frontend: {
    skills: ['JavaScript', 'React', 'TypeScript', 'HTML', 'CSS', 'Redux', 'Git', 'Figma', 'Accessibility'],
    title: 'Frontend Developer',
    years: 4,
  },
  accountant: { skills: ['Accounting', 'IFRS', 'Excel', 'SAP', 'VAT'], title: 'محاسب أول', years: 8 },
  sales: {
    skills: ['Sales Management', 'Negotiation', 'CRM', 'Leadership', 'English'],
    title: 'Sales Manager',
    years: 9,
  },
};

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

export async function benchRecommendations(db: ReadModelDb, runs: number, log: (m: string) => void) {
  const index = createJobMatchIndex(db, { canonicalSkill });
  let t = performance.now();
  await index.fresh();
  const loadMs = performance.now() - t;
  log(`recommendations: index of ${index.size} jobs loaded in ${loadMs.toFixed(0)} ms`);
  const rows = [];
  for (const [name, fit] of Object.entries(profiles)) {
    const times: number[] = [];
    // CPU time of this process per ranking: on a shared machine the wall time also counts other processes' turns.
    const cpu: number[] = [];
    let shown: string[] = [];
    for (let i = 0; i < runs + 5; i++) {
      const used = process.cpuUsage();
      t = performance.now();
      const ranked = await recommendJobs(db, index, fit, 6, new Date());
      if (i >= 5) {
        times.push(performance.now() - t);
        const { user, system } = process.cpuUsage(used);
        cpu.push((user + system) / 1000);
      }
      shown = ranked.map((r) => `${r.matchScore} ${r.job.title} @ ${r.company?.name ?? '?'}`);
    }
    rows.push({
      profile: name,
      n: times.length,
      'p50 ms': quantile(times, 0.5).toFixed(1),
      'p95 ms': quantile(times, 0.95).toFixed(1),
      'cpu p50 ms': quantile(cpu, 0.5).toFixed(1),
      'cpu p95 ms': quantile(cpu, 0.95).toFixed(1),
      'distinct company+title in top 6': new Set(shown.map((s) => s.replace(/^\d+ /, ''))).size,
    });
    log(`recommendations for ${name}: ${shown.join(' | ')}`);
  }
  return { loadMs, rows };
}

// The last thing scripts/test prints: one line per tier and the totals, read from the reports the tiers wrote
// (vitest's JSON reports, Schemathesis's JUnit reports, the fault run's result), so the end of a long log says
// what ran and what passed.
// Usage: tsx scripts/lib/test-summary.ts RESULTS_DIR FUZZ_DIR
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type Tier = {
  name: string;
  files: number;
  failedFiles: number;
  tests: number;
  passed: number;
  failed: number;
  skipped: number;
};
const [resultsDir = '', fuzzDir = ''] = process.argv.slice(2);

function vitestTier(name: string, file: string): Tier | null {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    testResults: Array<{ status: string }>;
    numTotalTests: number;
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  return {
    name,
    files: report.testResults.length,
    failedFiles: report.testResults.filter((r) => r.status === 'failed').length,
    tests: report.numTotalTests,
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

function fuzzTier(dir: string): Tier | null {
  if (!existsSync(dir)) return null;
  const tier: Tier = {
    name: 'fuzz (operations)',
    files: 0,
    failedFiles: 0,
    tests: 0,
    passed: 0,
    failed: 0,
    skipped: 0,
  };
  for (const role of readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory())) {
    for (const file of readdirSync(join(dir, role.name)).filter((f) => f.endsWith('.xml'))) {
      const head = /<testsuites([^>]*)>/u.exec(readFileSync(join(dir, role.name, file), 'utf8'))?.[1] ?? '';
      const attr = (key: string) => Number(new RegExp(`\\b${key}="(\\d+)"`, 'u').exec(head)?.[1] ?? 0);
      const failed = attr('failures') + attr('errors');
      tier.files += 1;
      tier.failedFiles += failed ? 1 : 0;
      tier.tests += attr('tests');
      tier.failed += failed;
      tier.skipped += attr('skipped');
      tier.passed += attr('tests') - failed - attr('skipped');
    }
  }
  return tier.files ? tier : null;
}

function faultTier(file: string): Tier | null {
  if (!existsSync(file)) return null;
  const result = JSON.parse(readFileSync(file, 'utf8')) as { passed: boolean };
  const failed = result.passed ? 0 : 1;
  return { name: 'faults', files: 1, failedFiles: failed, tests: 1, passed: 1 - failed, failed, skipped: 0 };
}

const tiers = [
  vitestTier('unit', join(resultsDir, 'unit.json')),
  vitestTier('integration', join(resultsDir, 'int.json')),
  vitestTier('end-to-end', join(resultsDir, 'e2e.json')),
  fuzzTier(fuzzDir),
  faultTier(join(resultsDir, 'faults.json')),
].filter((tier): tier is Tier => tier !== null);

const total = tiers.reduce(
  (sum, t) => ({
    ...sum,
    files: sum.files + t.files,
    failedFiles: sum.failedFiles + t.failedFiles,
    tests: sum.tests + t.tests,
    passed: sum.passed + t.passed,
    failed: sum.failed + t.failed,
    skipped: sum.skipped + t.skipped,
  }),
  { name: 'all tiers', files: 0, failedFiles: 0, tests: 0, passed: 0, failed: 0, skipped: 0 },
);
const line = (t: Tier) =>
  `${t.name.padEnd(18)} ${String(t.files).padStart(4)} files ${String(t.tests).padStart(6)} tests ` +
  `${String(t.passed).padStart(6)} passed ${String(t.failed).padStart(3)} failed ${String(t.skipped).padStart(3)} skipped`;
console.log(tiers.map(line).join('\n'));
console.log(line(total));
const failedPart = (n: number) => (n ? `${n} failed | ` : '');
console.log(` Test Files  ${failedPart(total.failedFiles)}${total.files - total.failedFiles} passed (${total.files})`);
const skippedPart = total.skipped ? ` | ${total.skipped} skipped` : '';
console.log(`      Tests  ${failedPart(total.failed)}${total.passed} passed${skippedPart} (${total.tests})`);
process.exitCode = total.failed || tiers.length === 0 ? 1 : 0;

// What tests and benchmarks outside the module may use to drive the interviewer.
export { consoleLogger, memorySessions, silentLogger } from './fakes.ts';

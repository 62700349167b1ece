export type * from './eventstore/port.ts';

/** Reading an event's loosely typed data. */
export type Data = Record<string, unknown>;
export const obj = (value: unknown): Data => (typeof value === 'object' && value !== null ? (value as Data) : {});
export const dateOr = (value: unknown, fallback: Date) => (typeof value === 'string' ? new Date(value) : fallback);

import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const valid = {
  DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db',
  TEMPORAL_ADDRESS: '127.0.0.1:7233',
  LIVEKIT_URL: 'ws://127.0.0.1:7880',
  LIVEKIT_API_KEY: 'key',
  LIVEKIT_API_SECRET: 'secret',
  PORT: '4000',
  HOST: undefined,
  TEMPORAL_NAMESPACE: undefined,
  APP_DIST: undefined,
  NODE_ENV: undefined,
  EVENTSTORE_CONNECTION_STRING: '',
};

describe('loadConfig', () => {
  it('parses the environment and fills in defaults', () => {
    const config = loadConfig(valid);
    expect(config.PORT).toBe(4000);
    expect(config.HOST).toBe('127.0.0.1');
    expect(config.TEMPORAL_NAMESPACE).toBe('default');
    expect(config.NODE_ENV).toBe('development');
    expect(config.EVENTSTORE_CONNECTION_STRING).toBeUndefined();
    expect(config.livekitHttpUrl).toBe('http://127.0.0.1:7880');
    expect(config.appDistDir.replaceAll('\\', '/')).toMatch(/\/web\/app\/dist$/);
  });

  it('fails fast, naming every bad variable in one readable message', () => {
    let error: unknown;
    try {
      loadConfig({
        ...valid,
        DATABASE_URL: undefined,
        PORT: 'eighty',
        LIVEKIT_URL: 'ftp://x',
        TEMPORAL_ADDRESS: 'nope',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toContain('DATABASE_URL: is required but not set');
    expect(message).toMatch(/PORT: /);
    expect(message).toMatch(/LIVEKIT_URL: .*ws/);
    expect(message).toMatch(/TEMPORAL_ADDRESS: must be host:port/);
    expect((error as ConfigError).issues).toHaveLength(4);
  });
});

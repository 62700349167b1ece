import type { Container } from 'inversify';
import type { AppConfig } from '../../config.ts';

/** Privacy (issue #22): its services and routes. */
export function bindPrivacy(_c: Container, _config: AppConfig): void {}

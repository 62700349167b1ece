import type { Container } from 'inversify';
import type { AppConfig } from '../../config.ts';

/** Oversight (issue #22): its services and routes. */
export function bindOversight(_c: Container, _config: AppConfig): void {}

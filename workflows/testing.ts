import { TestWorkflowEnvironment } from '@temporalio/testing';
import { hiringSearchAttributeNames } from './hiring/search-attributes.ts';

/** temporal.api.enums.v1.IndexedValueType.INDEXED_VALUE_TYPE_KEYWORD */
const KEYWORD = 2;

/**
 * The SDK would download its test server; the scripts install it from PyPI instead. The time-skipping server
 * takes no search-attribute flags, so the workflows' own attributes are registered through its operator service.
 */
export async function createTimeSkippingEnvironment(): Promise<TestWorkflowEnvironment> {
  const path = process.env.TEMPORAL_TEST_SERVER_BIN;
  if (!path) throw new Error('TEMPORAL_TEST_SERVER_BIN is not set: run the tests through scripts/test');
  const env = await TestWorkflowEnvironment.createTimeSkipping({
    server: { executable: { type: 'existing-path', path } },
  });
  await env.connection.operatorService.addSearchAttributes({
    namespace: env.namespace ?? 'default',
    searchAttributes: Object.fromEntries(hiringSearchAttributeNames.map((name) => [name, KEYWORD])),
  });
  return env;
}

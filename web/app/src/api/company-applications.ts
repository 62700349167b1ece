// The company dashboard reads and writes applications through its data provider (dashboard/dataProvider.ts);
// their types live in dashboard/applications/types.ts. This name stays for the imports not yet moved.
export type { CompanyApplication } from '../dashboard/applications/types.ts';

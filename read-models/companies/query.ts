import { eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { companies as c, type CompanyRow } from './schema.ts';

export async function getCompany(db: NodePgDatabase, companyId: string): Promise<CompanyRow | null> {
  const [row] = await db.select().from(c).where(eq(c.companyId, companyId));
  return row ?? null;
}

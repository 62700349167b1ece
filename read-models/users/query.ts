import { and, eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { containsText, orderOf, pageOf, textIn, whereOf, type ListParams, type ListResult } from '../query/list.ts';
import { users as u, type UserRow } from './schema.ts';

export type TeamMember = {
  id: string;
  userId: string;
  name: string;
  email: string;
  avatar: string | null;
  role: string;
  joinedAt: Date | null;
};

export type TeamMemberFilter = { id?: string | string[]; role?: string | string[]; q?: string };

export const teamMemberSortable = {
  id: u.userId,
  name: u.name,
  email: u.email,
  role: u.role,
  joinedAt: u.joinedCompanyAt,
};

const filters = { id: textIn(u.userId), role: textIn(u.role), q: containsText(u.name, u.email) };

const member = (row: UserRow): TeamMember => ({
  id: row.userId,
  userId: row.userId,
  name: row.name,
  email: row.email,
  avatar: row.avatar,
  role: row.role ?? 'RECRUITER',
  joinedAt: row.joinedCompanyAt,
});

export async function getUser(db: NodePgDatabase, userId: string): Promise<UserRow | null> {
  const [row] = await db.select().from(u).where(eq(u.userId, userId));
  return row ?? null;
}

/** The company's team, earliest member first unless asked otherwise. */
export async function listTeamMembers(
  db: NodePgDatabase,
  companyId: string,
  params: ListParams<TeamMemberFilter> = {},
): Promise<ListResult<TeamMember>> {
  const where = and(eq(u.companyId, companyId), whereOf(params.filter, filters));
  const orderBy = orderOf(params.sort, teamMemberSortable, ['joinedAt', 'ASC'], u.userId);
  const { offset, limit } = pageOf(params.range, 100);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(u)
      .where(where)
      .orderBy(...orderBy)
      .offset(offset)
      .limit(limit),
    db.$count(u, where),
  ]);
  return { rows: rows.map(member), total };
}

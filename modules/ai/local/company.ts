import type { CompanyDescriptionInput } from '../schemas/company.ts';
import { writeCompanyDescription } from './writing/company.ts';

/** Up to 400 characters about the company, in the reader's language, from its own fields. */
export function companyDescription(input: CompanyDescriptionInput): string {
  return writeCompanyDescription(input).text;
}

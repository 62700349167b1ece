import { z } from 'zod';
import { TextLanguage, Variant } from './language.ts';
import { Provenance } from './provenance.ts';

export const CompanyDescriptionInput = z.object({
  name: z.string().trim().optional(),
  industry: z.string().trim().min(1),
  location: z.string().trim().optional(),
  country: z.string().trim().optional(),
  numberOfEmployees: z.number().int().nonnegative().optional(),
  /** The company form's size band ("11-50", "1000+"); preferred to numberOfEmployees. */
  size: z.string().trim().max(20).optional(),
  currentDescription: z.string().trim().optional(),
  website: z.string().trim().optional(),
  /** The reader's language (the page the company is edited on). */
  language: TextLanguage.optional(),
  variant: Variant.optional(),
});
export type CompanyDescriptionInput = z.input<typeof CompanyDescriptionInput>;

export const CompanyDescriptionContent = z.object({
  generatedDescription: z.string().min(1).max(400),
  language: TextLanguage,
});
export const CompanyDescription = CompanyDescriptionContent.extend({ provenance: Provenance });
export type CompanyDescription = z.infer<typeof CompanyDescription>;

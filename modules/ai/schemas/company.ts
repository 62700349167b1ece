import { z } from 'zod';
import { Provenance } from './provenance.ts';

export const CompanyDescriptionInput = z.object({
  name: z.string().trim().optional(),
  industry: z.string().trim().min(1),
  location: z.string().trim().optional(),
  country: z.string().trim().optional(),
  numberOfEmployees: z.number().int().nonnegative().optional(),
  currentDescription: z.string().trim().optional(),
  website: z.string().trim().optional(),
});
export type CompanyDescriptionInput = z.input<typeof CompanyDescriptionInput>;

export const CompanyDescriptionContent = z.object({ generatedDescription: z.string().min(1).max(400) });
export const CompanyDescription = CompanyDescriptionContent.extend({ provenance: Provenance });
export type CompanyDescription = z.infer<typeof CompanyDescription>;

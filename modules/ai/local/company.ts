import type { CompanyDescriptionInput } from '../schemas/company.ts';

const SIZE = (n: number | undefined) =>
  n === undefined || n <= 0
    ? ''
    : n <= 10
      ? 'a young, close-knit'
      : n <= 50
        ? 'a growing'
        : n <= 200
          ? 'a mid-sized'
          : n <= 1000
            ? 'an established'
            : 'a large';

/** Up to 400 characters about the company, from its own fields; keeps what the company already wrote. */
export function companyDescription(input: CompanyDescriptionInput): string {
  const name = input.name?.trim() || 'We';
  const industry = input.industry.trim().toLowerCase();
  const place = [input.location, input.country]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(', ');
  const size = SIZE(input.numberOfEmployees);
  const own = (input.currentDescription ?? '').replace(/\s+/gu, ' ').trim();
  const subject = name === 'We' ? 'We are' : `${name} is`;
  const intro =
    `${subject} ${size || 'a'} ${industry} company${place ? ` based in ${place}` : ''}${input.numberOfEmployees ? ` with a team of ${input.numberOfEmployees}+ people` : ''}.`.replace(
      /\s+/gu,
      ' ',
    );
  const parts = [intro];
  if (own) parts.push(/[.!?]$/u.test(own) ? own : `${own}.`);
  else
    parts.push(
      `We bring ${industry} expertise to customers across ${input.country?.trim() || 'the region'} and invest in people who want to grow with us.`,
    );
  if (input.website?.trim()) parts.push(`Learn more at ${input.website.trim()}.`);
  let text = parts.join(' ');
  while (text.length > 400 && parts.length > 1) {
    parts.pop();
    text = parts.join(' ');
  }
  return text.length > 400 ? `${text.slice(0, 399).replace(/\s+\S*$/u, '')}…` : text;
}

// bash scripts/tsx modules/ai/eval/wide6/generate/check.ts
// Every labelled phone of wide6/dev must be a valid number of the CV's country (libphonenumber-js/max).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isValidPhoneNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

const dir = join(new URL('..', import.meta.url).pathname, 'dev');
let bad = 0;
for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const label = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { id: string; phone: string; country: string };
  const country = label.country as CountryCode;
  const ok = isValidPhoneNumber(label.phone) && parsePhoneNumberFromString(label.phone)?.country === country;
  if (!ok) bad++;
  console.log(
    `${ok ? 'ok ' : 'BAD'} ${label.id} ${label.phone} ${parsePhoneNumberFromString(label.phone)?.getType() ?? ''}`,
  );
}
if (bad) {
  console.error(`${bad} labelled phone(s) invalid`);
  process.exit(1);
}

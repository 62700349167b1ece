// The bench's API caller: a company member signed in with a bearer token (API-client mode, no CSRF cookie).
export const password = 'bench horse battery staple';

export const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};

export type Member = { token: string; companyId: string };

export async function call(baseUrl: string, token: string | null, method: string, path: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const json = text && /json/.test(response.headers.get('content-type') ?? '') ? JSON.parse(text) : null;
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
  return json as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** Signs up a company user and registers the company, as the web app's sign-up does. */
export async function newCompanyMember(baseUrl: string, email: string, companyName: string): Promise<Member> {
  const { token } = await call(baseUrl, null, 'POST', '/api/auth/signup', {
    email,
    password,
    name: 'Rana Odeh',
    phone: '+962791234567',
    userType: 'COMPANY',
  });
  const created = await call(baseUrl, token, 'POST', '/api/company/register', {
    name: companyName,
    industry: 'Technology',
    size: '201-1000',
    website: 'https://bench.example',
    email: 'hr@bench.example',
    description: 'The benchmark company.',
    country: 'SA',
    city: 'Riyadh',
    street: 'King Fahd Road 1',
    phone: '0501234567',
  });
  return { token, companyId: created.company.id as string };
}

export async function signIn(baseUrl: string, email: string): Promise<Member> {
  const { token, user } = await call(baseUrl, null, 'POST', '/api/auth/login', { email, password });
  return { token, companyId: user.companyId as string };
}

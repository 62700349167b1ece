import type { RequestContext } from '@tawzeef/identity';
import { uuidV5 } from '@tawzeef/shared';
import { registeredUser, seedIdentityService } from './identity-service.ts';
import type { Seeder } from './platform.ts';

/** The demo accounts: public demo data, listed in the README and docs/identity-and-teams.md. */
export const DEMO_PASSWORD = 'Tawzeef-Demo-1';
export const demoAccounts = {
  owner: { email: 'owner@sahara-tech.example', name: 'Layla Haddad' },
  recruiter: { email: 'recruiter@sahara-tech.example', name: 'Omar Khalil' },
  candidate: { email: 'candidate@tawzeef.example', name: 'Sara Nasser' },
} as const;

const id = (name: string) => uuidV5(`seed:identity:${name}`);
export const identityIds = {
  owner: id('owner'),
  recruiter: id('recruiter'),
  candidate: id('candidate'),
  company: id('company'),
};

/** A demo company (Sahara Tech) with its owner and a recruiter, and a demo candidate, through the real commands. */
export const identitySeeder: Seeder = {
  name: 'identity',
  async run({ store }) {
    const before = await store.headPosition();
    const identity = seedIdentityService(store);
    const ctx = (step: string, actorId: string | null = null): RequestContext => ({
      commandId: id(`command:${step}`),
      actorId,
      correlationId: 'seed:identity',
      ip: null,
      userAgent: null,
    });
    const signup = async (
      who: keyof typeof demoAccounts,
      userType: 'CANDIDATE' | 'COMPANY',
      invitationCode?: string,
    ) => {
      if (await registeredUser(store, identityIds[who])) return;
      const account = demoAccounts[who];
      await identity.accounts.signup(
        {
          ...account,
          password: DEMO_PASSWORD,
          phone: '+962791000000',
          userType,
          userId: identityIds[who],
          invitationCode,
        },
        ctx(`signup-${who}`, identityIds[who]),
        { session: false },
      );
    };

    await signup('owner', 'COMPANY');
    if (!(await registeredUser(store, identityIds.owner))?.companyId) {
      await identity.companies.register(
        identityIds.owner,
        {
          name: 'Sahara Tech',
          industry: 'Technology',
          size: '51-200',
          website: 'https://sahara-tech.example',
          email: 'careers@sahara-tech.example',
          description:
            'Sahara Tech builds payment and logistics software for businesses across Jordan and the Gulf, from offices in Amman and Dubai.',
          country: 'JO',
          city: 'Amman',
          street: 'King Hussein Business Park, Building 7',
          phone: '6 500 1234',
        },
        ctx('register-company', identityIds.owner),
        identityIds.company,
      );
    }
    if (!(await registeredUser(store, identityIds.recruiter))?.companyId) {
      const { code } = await identity.companies.issueInvitation(
        identityIds.owner,
        identityIds.company,
        {},
        ctx('invite-recruiter', identityIds.owner),
      );
      await signup('recruiter', 'COMPANY', code);
    }
    await signup('candidate', 'CANDIDATE');
    return Number((await store.headPosition()) - before);
  },
};

import type { TSocialProvider } from '@mflow/contracts/auth/social-sign-in.contract';

/** A person as a simulated identity provider knows them: the claims it puts in the ID token. */
export type TSimulatedUser = {
  /** The provider's subject (`sub`): stable, and different at each provider, as real ones are. */
  subject: string;
  givenName: string;
  familyName: string;
  email: string;
  emailVerified: boolean;
  /** What the trainer reads on the provider's sign-in page to pick the right person. */
  note: string;
};

const DEMO_MEMBER = { givenName: 'สมชาย', familyName: 'ใจดี', email: 'somchai@mflow.local' };

/**
 * The same three people at each provider: the demo member (the e-mail of the seeded member
 * somchai@mflow.local, verified), a newcomer nobody has registered, and someone claiming the demo
 * member's address without the provider having verified it.
 */
function usersOf(provider: TSocialProvider): TSimulatedUser[] {
  return [
    { subject: `${provider}-1001`, ...DEMO_MEMBER, emailVerified: true, note: 'Demo member; e-mail verified' },
    {
      subject: `${provider}-2002`,
      givenName: 'มาลี',
      familyName: 'ศรีสุข',
      email: `malee.${provider}@example.com`,
      emailVerified: true,
      note: 'Not a member yet; e-mail verified',
    },
    {
      subject: `${provider}-3003`,
      givenName: 'Unverified',
      familyName: 'Claimant',
      email: DEMO_MEMBER.email,
      emailVerified: false,
      note: "Demo member's e-mail, not verified",
    },
  ];
}

export const SIMULATED_USERS: Record<TSocialProvider, TSimulatedUser[]> = {
  google: usersOf('google'),
  facebook: usersOf('facebook'),
  apple: usersOf('apple'),
};

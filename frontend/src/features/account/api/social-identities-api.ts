import type { TSocialIdentityList, TSocialProvider } from '@mflow/contracts/auth/social-sign-in.contract';
import { portalApi } from '../../../shared/api/portal-api';

const IDENTITIES = '/customerservice/api/v1/customer/social-identities';

export function listSocialIdentities(signal?: AbortSignal): Promise<TSocialIdentityList> {
  return portalApi.request<TSocialIdentityList>(IDENTITIES, { auth: 'bearer', ...(signal ? { signal } : {}) });
}

export function unlinkSocialIdentity(provider: TSocialProvider): Promise<unknown> {
  return portalApi.request(`${IDENTITIES}/${provider}`, { method: 'DELETE', auth: 'bearer' });
}

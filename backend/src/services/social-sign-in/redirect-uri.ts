import type { TConfig } from '../../platform/app-config';
import { SOCIAL_CALLBACK_PATH } from '@mflow/contracts/auth/social-sign-in.contract';

/** Where every provider sends the browser back: the portal's callback page, which hands the answer to the API. */
export function socialRedirectUri(config: Pick<TConfig, 'portalBaseUrl'>): string {
  return `${config.portalBaseUrl}/mflow${SOCIAL_CALLBACK_PATH}`;
}

import type { TSocialProvider } from '@mflow/contracts/auth/social-sign-in.contract';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { sessionStore } from '@mflow/ui/storage/browser-storage';
import { beginSocialSignIn, offeredSocialProviders } from '../../../shared/social-sign-in/social-sign-in';
import { ProviderMark } from '../../../shared/social-sign-in/provider-mark';

/**
 * Social sign-in (requirements/accounts.md#sign-in) (two identity providers and an Apple-type one): a button for each
 * provider the server offers, which leaves for the provider's sign-in page.
 */
export function SocialSignIn() {
  const [leaving, setLeaving] = useState(false);
  const [providers, setProviders] = useState<TSocialProvider[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    void offeredSocialProviders(controller.signal).then(setProviders);
    return () => controller.abort();
  }, []);
  const choose = (provider: TSocialProvider) => {
    setLeaving(true);
    // A refusal (a provider this server does not offer, or one that cannot be reached) is shown by the error modal.
    beginSocialSignIn(sessionStore, provider, 'SIGN_IN', (url) => window.location.assign(url)).catch(() => setLeaving(false));
  };
  if (providers.length === 0) return null;
  return (
    <div className="social-sign-in">
      <p className="divider-text">
        <span>
          <FormattedMessage id="login.social.or" />
        </span>
      </p>
      <div className="social-buttons">
        {providers.map((provider) => (
          <button
            key={provider}
            type="button"
            className="btn btn-outline-secondary social-button"
            disabled={leaving}
            onClick={() => choose(provider)}
          >
            <ProviderMark provider={provider} />
            <span>
              <FormattedMessage id={`login.social.${provider}`} />
            </span>
          </button>
        ))}
      </div>
    </div>
  );
}

import type { TSocialIdentityList, TSocialProvider } from '@mflow/contracts/auth/social-sign-in.contract';
import { useCallback, useEffect, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { sessionStore } from '@mflow/ui/storage/browser-storage';
import { SectionCard } from '../../../shared/layout/section-card';
import { ConfirmModal } from '../../../shared/modals/confirm-modal';
import { beginSocialSignIn } from '../../../shared/social-sign-in/social-sign-in';
import { ProviderMark } from '../../../shared/social-sign-in/provider-mark';
import { listSocialIdentities, unlinkSocialIdentity } from '../api/social-identities-api';

/**
 * The member's social providers (decision 0026): link one (a trip to the provider and back to
 * /social/callback) or unlink it. Unlinking is always possible: the e-mail or mobile and password
 * still sign in.
 */
export function SocialIdentitiesSection() {
  const intl = useIntl();
  const [list, setList] = useState<TSocialIdentityList>();
  const [unlinking, setUnlinking] = useState<TSocialProvider>();
  const [busy, setBusy] = useState(false);
  const load = useCallback((signal?: AbortSignal) => listSocialIdentities(signal).then(setList, () => undefined), []);

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  if (!list || list.available.length === 0) return null;
  const nameOf = (provider: TSocialProvider) => intl.formatMessage({ id: `login.social.${provider}` });

  const link = (provider: TSocialProvider) => {
    setBusy(true);
    beginSocialSignIn(sessionStore, provider, 'LINK', (url) => window.location.assign(url)).catch(() => setBusy(false));
  };
  const unlink = async () => {
    if (!unlinking) return;
    const provider = unlinking;
    setUnlinking(undefined);
    setBusy(true);
    await unlinkSocialIdentity(provider).catch(() => undefined);
    await load();
    setBusy(false);
  };

  return (
    <SectionCard id="social-identities" title={<FormattedMessage id="account.social.title" />}>
      <p className="text-body-secondary">
        <FormattedMessage id="account.social.lead" />
      </p>
      <ul className="list-unstyled mb-0 social-identity-list">
        {list.available.map((provider) => {
          const identity = list.identities.find((candidate) => candidate.provider === provider);
          return (
            <li key={provider} className="d-flex align-items-center gap-3 py-2 border-top flex-wrap">
              <ProviderMark provider={provider} />
              <div className="flex-grow-1">
                <strong>{nameOf(provider)}</strong>
                <div className="small">
                  {identity ? (
                    <FormattedMessage
                      id="account.social.linked"
                      values={{
                        email: identity.email,
                        date: <FormattedDate value={identity.linkedAt} day="numeric" month="long" year="numeric" />,
                      }}
                    />
                  ) : (
                    <FormattedMessage id="account.social.notLinked" />
                  )}
                </div>
              </div>
              {identity ? (
                <button type="button" className="btn btn-outline-danger" disabled={busy} onClick={() => setUnlinking(provider)}>
                  <FormattedMessage id="account.social.unlink" values={{ provider: nameOf(provider) }} />
                </button>
              ) : (
                <button type="button" className="btn btn-outline-primary" disabled={busy} onClick={() => link(provider)}>
                  <FormattedMessage id="account.social.link" values={{ provider: nameOf(provider) }} />
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <ConfirmModal
        show={unlinking !== undefined}
        title={<FormattedMessage id="account.social.unlink.title" values={{ provider: unlinking ? nameOf(unlinking) : '' }} />}
        body={<FormattedMessage id="account.social.unlink.body" />}
        confirmLabel={<FormattedMessage id="account.social.unlink.confirm" />}
        onConfirm={() => void unlink()}
        onCancel={() => setUnlinking(undefined)}
      />
    </SectionCard>
  );
}

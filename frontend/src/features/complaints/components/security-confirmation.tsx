import 'altcha';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { getChallenge } from '../api/complaints-api';

type TAltchaGlobal = { i18n: { set: (language: string, strings: Record<string, string>) => void } };

/** The widget's texts that a visitor reads or hears, from the portal's catalogue in both languages. */
const STRING_IDS = {
  label: 'complaints.confirm.label',
  verify: 'complaints.confirm.verify',
  verifying: 'complaints.confirm.verifying',
  verified: 'complaints.confirm.verified',
  error: 'complaints.confirm.error',
  expired: 'complaints.confirm.expired',
  verificationRequired: 'complaints.confirm.required',
  waitAlert: 'complaints.confirm.wait',
  loading: 'complaints.confirm.loading',
  reload: 'complaints.confirm.reload',
} as const;

/**
 * The security confirmation: ALTCHA's widget, bundled with the page (no CDN), solving a proof of
 * work the server issued (decision 0072). It hands the solved payload up, and undefined when the
 * widget is reset; a new `resetKey` brings a new challenge.
 */
export function SecurityConfirmation({ onSolved, resetKey }: { onSolved: (payload: string | undefined) => void; resetKey: number }) {
  const intl = useIntl();
  const host = useRef<HTMLDivElement>(null);
  const language = intl.locale.startsWith('th') ? 'th' : 'en';

  useEffect(() => {
    const altcha = (globalThis as unknown as { $altcha: TAltchaGlobal }).$altcha;
    const strings = Object.fromEntries(Object.entries(STRING_IDS).map(([key, id]) => [key, intl.formatMessage({ id })]));
    altcha.i18n.set(language, { ...strings, footer: '', ariaLinkLabel: '' });
    const widget = document.createElement('altcha-widget');
    const changed = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      onSolved(state === 'verified' ? payload : undefined);
    };
    widget.addEventListener('statechange', changed);
    let live = true;
    // The element reads its attributes when it mounts, so the challenge is fetched first, through the
    // portal's client (access key, common headers), and handed over whole.
    void getChallenge().then((challenge) => {
      if (!live) return;
      widget.setAttribute('name', 'challenge');
      widget.setAttribute('language', language);
      widget.setAttribute('challenge', JSON.stringify(challenge));
      widget.setAttribute('configuration', JSON.stringify({ hideFooter: true, humanInteractionSignature: false }));
      host.current?.replaceChildren(widget);
    });
    return () => {
      live = false;
      widget.removeEventListener('statechange', changed);
      widget.remove();
    };
  }, [intl, language, onSolved, resetKey]);

  return <div ref={host} className="security-confirmation" data-testid="security-confirmation" />;
}

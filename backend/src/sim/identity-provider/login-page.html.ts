import type { TSimulatedUser } from './test-users';
import { escapeHtml, htmlPage } from '../../platform/http/html-page';

const THAI = /[\u0E00-\u0E7F]/;

const STYLE = `
body{font-family:system-ui,sans-serif;margin:0;background:#f4f6f8;color:#1b1f24}
main{max-width:30rem;margin:2rem auto;background:#fff;padding:1.5rem;border-radius:.5rem;box-shadow:0 1px 4px rgba(0,0,0,.15)}
h1{font-size:1.25rem;margin-top:0}
ul{list-style:none;padding:0;margin:0}
li{margin-top:.75rem}
button{width:100%;padding:.75rem;font-size:1rem;text-align:left;background:#fff;color:#1b1f24;border:1px solid #6b7280;border-radius:.25rem;cursor:pointer}
button strong{display:block}
.note{color:#4b5563;font-size:.875rem}
.cancel{margin-top:1.25rem;text-align:center;background:#f4f6f8}`;

const page = (title: string, body: string) => htmlPage({ lang: 'en', title, style: STYLE, body });

/**
 * The simulated provider's sign-in page: no passwords, just the test users, so a trainer picks
 * who signs in. Plain forms with no script, so the app's Content-Security-Policy holds.
 */
export function renderLoginPage(options: { providerName: string; action: string; users: TSimulatedUser[] }): string {
  const { providerName, action, users } = options;
  const choices = users
    .map(
      (user) => `<li><form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="subject" value="${escapeHtml(user.subject)}">
<button type="submit"><strong${THAI.test(user.givenName) ? ' lang="th"' : ''}>${escapeHtml(`${user.givenName} ${user.familyName}`)}</strong><span>${escapeHtml(user.email)}</span> <span class="note">(${escapeHtml(user.note)})</span></button>
</form></li>`,
    )
    .join('\n');
  return page(
    `Sign in with ${providerName} (simulated)`,
    `<h1>Sign in with ${escapeHtml(providerName)} <span class="note">(simulated)</span></h1>
<p class="note">Choose the test user who signs in to M-Flow.</p>
<ul>
${choices}
</ul>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="cancel" value="1"><button type="submit" class="cancel">Cancel</button></form>`,
  );
}

/** The page for a request the provider refuses (an unknown client, a redirect it does not allow, an expired interaction). */
export function renderErrorPage(options: { providerName: string; error: string; description: string | undefined }): string {
  return page(
    `${options.providerName} (simulated): error`,
    `<h1>${escapeHtml(options.providerName)} <span class="note">(simulated)</span></h1>
<p role="alert">${escapeHtml(options.error)}${options.description ? `: ${escapeHtml(options.description)}` : ''}</p>`,
  );
}

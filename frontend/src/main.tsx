import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config as configureZod } from 'zod/v4/core';
import './shared/theme/bootstrap/core.scss';
import '@mflow/ui/theme/theme.css';
import './shared/theme/portal.css';
/* The shared components' styles load here, in this order, before any feature's own. */
import './shared/layout/site-header.css';
import './shared/layout/content.css';
import './shared/layout/site-footer.css';
import './shared/loading/loading.css';
import './shared/modals/modals.css';
import './app/startup-frame/startup-frame.css';
import { App } from './app/app';

// The backend's content security policy allows no eval; unless told to run without compiled
// parsers, zod probes for it once and the browser reports the refused probe as a violation.
configureZod({ jitless: true });

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// Rendered as a transition, the first render yields to the browser in slices; the start-up frame
// index.html drew stays on screen meanwhile, so nothing waits for it.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

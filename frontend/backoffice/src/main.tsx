import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'bootstrap/dist/css/bootstrap.min.css';
import '@mflow/ui/theme/theme.css';
import './theme/backoffice.css';
/* The layout's, pages' and components' styles load here, in this order, after the theme. */
import './layout/backoffice-layout.css';
import './pages/queue-page.css';
import './components/registration-data.css';
import './components/documents-panel.css';
import './pages/sign-in-page.css';
import { App } from './app/app';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

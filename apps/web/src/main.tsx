import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startI18n } from './lib/i18n/i18n';
import { createAppRouter } from './router';
import './styles.css';
import { warmUpStartRoute } from './warm-up';

const router = createAppRouter();
warmUpStartRoute(router);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

// The first paint waits for the chosen language's catalog (none to wait for in English), so no page shows in
// English first and then changes language.
void startI18n().then(() =>
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  ),
);

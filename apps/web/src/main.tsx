import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startI18n } from './lib/i18n/i18n';
import { createQueryClient } from './lib/query-client';
import { createAppRouter } from './router';
import './styles.css';
import { warmUpStartRoute } from './warm-up';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
warmUpStartRoute(router, queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

// The first paint waits for the chosen language's catalog (none to wait for in English), so no page shows in
// English first and then changes language.
void startI18n().then(() =>
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  ),
);

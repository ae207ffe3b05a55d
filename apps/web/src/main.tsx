import './index.css';
// Generic zod messages in Korean: the bundler keeps the contract's modules only for their exports.
import '@dongne/contract/zod-locale';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider.tsx';
import { queryClient } from './app/query-client.ts';
import { router } from './app/router.tsx';
import { createSessionEndHandler } from './app/session-end.ts';
import { setSessionEndHandler } from './lib/session.ts';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

setSessionEndHandler(createSessionEndHandler(router, queryClient));

createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);

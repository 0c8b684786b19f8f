// Mantine's core styles are global: those of the components the app uses, found from its imports at build time
// (scripts/vite-mantine-styles.mjs); the toasts', dates', charts', dropzone's and spotlight's styles are imported
// by the components that use them, so they arrive with that code (docs/decisions/).
import 'virtual:mantine-styles.css';
import './app/print.css';

import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter, createAppRouter } from './app/router';
import { nextTask } from './lib/next-task';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

// The boot screen of index.html stays until the opening screen's code and data are in (createAppRouter); then,
// in a task of its own, the first render runs as a transition, so React renders the shell and the screen in short
// slices instead of one long task (a phone stays responsive while the app starts).
void createAppRouter().then(async (router) => {
  await nextTask();
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders>
          <AppRouter router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
});

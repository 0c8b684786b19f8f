// Mantine's core styles are global; the toasts', dates', charts', dropzone's and spotlight's styles are imported
// by the components that use them, so they arrive with that code (docs/decisions.md).
import '@mantine/core/styles.css';
import './app/print.css';

import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

/**
 * The built index.html only preloads the stylesheets (scripts/vite-deferred-css.mjs), so the boot screen paints
 * from its inline styles without waiting for them; they are applied here, before React's first render, in their
 * original order. In development Vite injects styles itself and there is nothing to do.
 */
function applyStylesheets(): Promise<unknown> {
  const preloads = document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]');
  return Promise.all(
    [...preloads].map(
      (preload) =>
        new Promise((resolve) => {
          const link = document.createElement('link');
          link.rel = 'stylesheet';
          if (preload.crossOrigin !== null) link.crossOrigin = preload.crossOrigin;
          link.href = preload.href;
          link.onload = link.onerror = resolve;
          preload.after(link);
        }),
    ),
  );
}

// Rendered once the stylesheets apply (no top-level await: chunks import from this entry). The first render runs
// as a transition, so React renders the shell in short slices instead of one long task (a phone stays
// responsive while the app starts).
const root = createRoot(container);
void applyStylesheets().then(() =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders>
          <AppRouter />
        </AppProviders>
      </StrictMode>,
    );
  }),
);

// The app's stylesheets in the built index.html become <link rel="preload" as="style">: the boot screen
// (inline styles in index.html) paints as soon as the HTML has arrived instead of after ~300 KB of CSS, and
// client/main.tsx turns the preloads into stylesheets before React's first render, so nothing is shown unstyled.

/** index.html with every `<link rel="stylesheet" …>` turned into a style preload. */
export function deferStylesheets(html) {
  return html.replace(/<link rel="stylesheet"([^>]*)>/g, '<link rel="preload" as="style"$1>');
}

/** @returns {import('vite').Plugin} */
export function deferredCss() {
  return {
    name: 'plumbline-deferred-css',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html) => deferStylesheets(html) },
  };
}

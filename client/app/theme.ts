import { type CSSVariablesResolver, createTheme, DEFAULT_THEME, darken } from '@mantine/core';

/** Calm indigo with neutral grays: reads as a finance tool rather than a toy. */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 7, dark: 7 }, // dark 7: white text on filled buttons at 5:1 (shade 5 is 3.7:1)
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    // Spec part 1 §9: tooltips open after 700 ms.
    Tooltip: { defaultProps: { openDelay: 700, withArrow: true } },
    Card: { defaultProps: { withBorder: true, shadow: 'xs', padding: 'lg' } },
    // Icon-only close buttons need a name for screen readers (axe-core button-name).
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    },
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
    // A searchable Select opens its list on a click, on typing or on the arrow keys, not on focus: a dialog that
    // focuses its first field (New Expense's Project) would otherwise open over the form with a long list whose
    // scroll area has nothing a keyboard can reach (axe scrollable-region-focusable), as the ARIA combobox pattern says.
    Select: { defaultProps: { openOnFocus: false } },
    // A closed list is not kept in the page (Mantine keeps it, hidden, by default): on a phone every Select of a
    // screen otherwise positions its hidden list when the screen first draws (a forced style recalculation each).
    // The list is built when opened; aria-controls points at it only while it is open.
    Combobox: { defaultProps: { keepMounted: false } },
  },
});

// How much each palette's darkest shade is darkened so coloured text reaches 4.5:1 on its light tint and on the
// gray page background (measured with axe-core's formula; the others already do at shade 9).
const DARKEN: Record<string, number> = { red: 0.1, teal: 0.1, green: 0.2, lime: 0.2, yellow: 0.3, orange: 0.2 };

// Filled colours whose shade already carries white text at 4.5:1 or more.
const KEEP_FILLED = new Set(['indigo', 'violet', 'grape', 'dark', 'gray']);

// Dark scheme: filled colours are the palette's shade 7 (primaryShade.dark), under 4.5:1 with white text for these
// (green 2.7:1, the Complete Project button). The first shade that reaches it (red 9 for some room); the palettes
// whose shade 9 does not reach it fill as in the light scheme. Pink, grape, violet, indigo, gray and dark pass at 7.
const DARK_FILLED_SHADE: Record<string, number> = { red: 9, blue: 8, cyan: 9, teal: 9 };
const DARK_FILLED_AS_LIGHT = new Set(['green', 'lime', 'yellow', 'orange']);

/**
 * WCAG AA text contrast (axe-core: 0 serious findings). Light scheme: Mantine's dimmed gray (3.3:1 on white) and its
 * coloured text (`c="green"`, light badges such as "Payment pending" at 2.7:1) use darker shades. Dark scheme: a
 * lighter dimmed gray, and filled colours dark enough for white text.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => {
  const light: Record<string, string> = { '--mantine-color-dimmed': '#5c636a' };
  for (const [name, shades] of Object.entries(DEFAULT_THEME.colors)) {
    const text = DARKEN[name] ? darken(shades[9], DARKEN[name]) : shades[9];
    light[`--mantine-color-${name}-text`] = text;
    light[`--mantine-color-${name}-light-color`] = text;
    // White on a filled button: the palette's shade 7 is under 4.5:1 for most colours (green 2.7:1).
    if (!KEEP_FILLED.has(name)) {
      light[`--mantine-color-${name}-filled`] = text;
      light[`--mantine-color-${name}-filled-hover`] = darken(text, 0.1);
    }
  }
  // Field errors and the error texts: Mantine's error red (red.6) is 3.3:1 on white; the red text shade reads at 4.5:1.
  light['--mantine-color-error'] = light['--mantine-color-red-text'];
  // Dark scheme: Mantine's dimmed gray (#828282) is 3.5:1 on dark cards; #b0b0b0 reads at 5:1 or more, also on the lighter panels (#3b3b3b).
  const dark: Record<string, string> = { '--mantine-color-dimmed': '#b0b0b0' };
  for (const [name, shades] of Object.entries(DEFAULT_THEME.colors)) {
    const shade = DARK_FILLED_SHADE[name];
    const fill = shade !== undefined ? shades[shade] : DARK_FILLED_AS_LIGHT.has(name) ? light[`--mantine-color-${name}-filled`] : null;
    if (fill) {
      dark[`--mantine-color-${name}-filled`] = fill;
      dark[`--mantine-color-${name}-filled-hover`] = darken(fill, 0.1);
    }
  }
  return { variables: {}, light, dark };
};

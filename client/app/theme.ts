import { createTheme } from '@mantine/core';

/** Calm indigo with neutral grays: reads as a finance tool rather than a toy. */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    // Spec part 1 §9: tooltips open after 700 ms.
    Tooltip: { defaultProps: { openDelay: 700, withArrow: true } },
    Card: { defaultProps: { withBorder: true, shadow: 'xs', padding: 'lg' } },
  },
});

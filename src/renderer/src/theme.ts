import { createTheme } from '@mantine/core';

/** Dense enough for all-day work, with a clear focus ring for keyboard users. */
export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'sm',
  focusRing: 'auto',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  components: {
    Table: { defaultProps: { verticalSpacing: 6 } },
  },
});

import {
  Autocomplete,
  createTheme,
  DEFAULT_THEME,
  Drawer,
  Modal,
  MultiSelect,
  Notification,
  rem,
  Select,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';
import { mix, readable } from './theme-contrast';

const PRIMARY_SHADE = { light: 8, dark: 8 } as const;
const { gray, dark, blue, red } = DEFAULT_THEME.colors;

/** What text sits on in the light scheme: the page, table headers and hover rows, a selected row, the active row. */
export const LIGHT_SURFACES = ['#ffffff', gray[0], gray[1], blue[1], blue[2]];
/** The same in the dark scheme: the page, cards and inputs, hover rows, a selected row. */
export const DARK_SURFACES = [dark[7], dark[6], dark[5], dark[8], mix(blue[9], '#000000', 0.5)];

/** Text, filled and light-variant colours of one palette colour, each readable where it is used. */
function colorVariables(name: string, shades: MantineColorsTuple) {
  // Filled colours carry white text, and screens also use them as text on the page.
  const lightFilled = readable(shades[PRIMARY_SHADE.light], ['#ffffff', ...LIGHT_SURFACES], 'darker');
  const darkFilled = readable(shades[PRIMARY_SHADE.dark], ['#ffffff'], 'darker');
  const darkLightBg = mix(shades[9], '#000000', 0.5);
  const v = (suffix: string) => `--mantine-color-${name}-${suffix}`;
  return {
    light: {
      [v('text')]: readable(shades[PRIMARY_SHADE.light], LIGHT_SURFACES, 'darker'),
      [v('filled')]: lightFilled,
      [v('filled-hover')]: mix(lightFilled, '#000000', 0.12),
      [v('light-color')]: readable(shades[9], [shades[1], shades[2], ...LIGHT_SURFACES], 'darker'),
      [v('outline')]: readable(shades[PRIMARY_SHADE.light], LIGHT_SURFACES, 'darker'),
    },
    dark: {
      [v('text')]: readable(shades[4], DARK_SURFACES, 'lighter'),
      [v('filled')]: darkFilled,
      [v('filled-hover')]: mix(darkFilled, '#000000', 0.12),
      // Shade 3, not 0: already readable on these, and a red Discard still reads as red, not white.
      [v('light-color')]: readable(shades[3], [darkLightBg, mix(shades[9], '#000000', 0.3), ...DARK_SURFACES], 'lighter'),
      [v('outline')]: readable(shades[4], DARK_SURFACES, 'lighter'),
    },
  };
}

/**
 * Mantine's default greys and the mid shades of its palette fall under 4.5:1 (dimmed text at
 * 3.3:1, white on blue buttons at 3.6:1, light badges, teal figures). These variables replace
 * them, in both schemes, with the nearest colours that pass; the hues stay recognisable.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  // The variables depend on the theme alone; Mantine asks on every provider render (measured: about
  // a tenth of a second of each page load spent finding readable shades again).
  const known = resolved.get(theme);
  if (known) return known;
  const computed = computeVariables(theme);
  resolved.set(theme, computed);
  return computed;
};

const resolved = new WeakMap<object, ReturnType<CSSVariablesResolver>>();

function computeVariables(theme: Parameters<CSSVariablesResolver>[0]): ReturnType<CSSVariablesResolver> {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': readable(gray[6], LIGHT_SURFACES, 'darker'),
    '--mantine-color-placeholder': readable(gray[5], LIGHT_SURFACES, 'darker'),
    '--mantine-color-error': readable(red[6], LIGHT_SURFACES, 'darker'),
    '--mantine-color-anchor': readable(blue[PRIMARY_SHADE.light], LIGHT_SURFACES, 'darker'),
    '--mantine-color-disabled-color': readable(gray[5], [gray[2]], 'darker'),
  };
  const darkVars: Record<string, string> = {
    '--mantine-color-dimmed': readable(dark[2], DARK_SURFACES, 'lighter'),
    '--mantine-color-placeholder': readable(dark[3], DARK_SURFACES, 'lighter'),
    '--mantine-color-error': readable(red[6], DARK_SURFACES, 'lighter'),
    '--mantine-color-anchor': readable(blue[4], DARK_SURFACES, 'lighter'),
    '--mantine-color-disabled-color': readable(dark[3], [dark[6]], 'lighter'),
  };
  for (const [name, shades] of Object.entries(theme.colors)) {
    if (!Array.isArray(shades)) continue;
    const vars = colorVariables(name, shades as MantineColorsTuple);
    Object.assign(light, vars.light);
    Object.assign(darkVars, vars.dark);
  }
  return { variables: {}, light, dark: darkVars };
}

/**
 * Dropdown lists scroll themselves instead of inside a ScrollArea: the focus stays in the input
 * (the highlighted option is its active descendant), and a scrolling list that is the input's
 * listbox is reachable that way; a scrolling wrapper around it would be a region no key reaches.
 */
const listScrollsItself = {
  defaultProps: { withScrollArea: false },
  styles: { options: { maxHeight: rem(250), overflowY: 'auto' as const } },
};

/**
 * A list opens when the user clicks, types or presses the arrow keys, not merely because the field
 * got focus: a dialog that opens on its first field would otherwise cover its other fields.
 */
const listOpensOnRequest = { ...listScrollsItself, defaultProps: { ...listScrollsItself.defaultProps, openOnFocus: false } };

/** Every dialog's close button says what it does; screen readers otherwise announce only "button". */
const closeButtonProps = { 'aria-label': 'Close' };

/** Dense enough for all-day work, with a clear focus ring for keyboard users. */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: PRIMARY_SHADE,
  defaultRadius: 'sm',
  focusRing: 'auto',
  // Dialogs, drawers and menus appear without sliding or fading when the system asks for reduced motion.
  respectReducedMotion: true,
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  components: {
    Table: { defaultProps: { verticalSpacing: 6 } },
    Modal: Modal.extend({ defaultProps: { closeButtonProps } }),
    Drawer: Drawer.extend({ defaultProps: { closeButtonProps } }),
    // Mantine greys a notification's text with gray-6 (3.3:1), not with the dimmed colour.
    Notification: Notification.extend({ defaultProps: { closeButtonProps }, styles: { description: { color: 'var(--mantine-color-dimmed)' } } }),
    Select: Select.extend(listOpensOnRequest),
    Autocomplete: Autocomplete.extend(listScrollsItself),
    MultiSelect: MultiSelect.extend(listOpensOnRequest),
    // The highlighted result's description is white on the primary colour; Mantine fades it to 70 %.
    Spotlight: { styles: { action: { '--action-description-opacity': '1' } } },
  },
});

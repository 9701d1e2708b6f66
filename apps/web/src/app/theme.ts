import { DEFAULT_THEME, createTheme, darken, type CSSVariablesResolver } from '@mantine/core';

/*
 * Colours every text reaches WCAG AA (4.5:1) with, checked by axe-core in the browser journeys
 * (issue 10, docs/decisions/027-accessibility.md): Mantine's defaults put grey #868e96 text,
 * white on indigo-6 buttons and green-9 on green-1 badges at 3.3–4.3:1.
 */
export const theme = createTheme({
  primaryColor: 'indigo',
  // Indigo 8 under white text is 5.6:1 (indigo 6 was 4.3:1); links use it too.
  primaryShade: { light: 8, dark: 8 },
  // Filled buttons and badges of any colour pick black or white text, whichever reads better:
  // at this luminance both are ≥ 4.58:1, so no colour lands between two failing choices.
  autoContrast: true,
  luminanceThreshold: 0.179,
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Noto Sans Hebrew", sans-serif',
  headings: { fontWeight: '700' },
  components: {
    // A link inside a sentence must not be told apart by colour alone.
    Anchor: { defaultProps: { underline: 'always' } },
    // A spinner is named for screen readers ("Loading report cards"): a name needs a role, and a
    // status is what it is (axe-core: aria-label on a span without a role is not announced).
    Loader: { defaultProps: { role: 'status' } },
  },
});

/** Text on light and outline surfaces (badges, outline buttons, coloured text): the colour's darkest shade, darker still. */
const readable = (shades: readonly string[]): string =>
  darken(shades[9] ?? shades[shades.length - 1] ?? '#000', 0.3);

export const cssVariablesResolver: CSSVariablesResolver = () => {
  const light: Record<string, string> = {
    // Secondary text (c="dimmed") on white and on grey-0 panels: 6.1:1 and 5.8:1.
    '--mantine-color-dimmed': '#5c636a',
    // Placeholders a picker draws as text (a date range's "Any date"): 4.7:1 on white, still
    // lighter than a value (Mantine's grey-5 was 2.1:1).
    '--mantine-color-placeholder': '#6c757d',
  };
  for (const [name, shades] of Object.entries(DEFAULT_THEME.colors)) {
    if (name === 'dark') continue;
    light[`--mantine-color-${name}-light-color`] = readable(shades);
    light[`--mantine-color-${name}-outline`] = readable(shades);
    light[`--mantine-color-${name}-text`] = readable(shades);
  }
  return { variables: {}, light, dark: {} };
};

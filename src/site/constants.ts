/** Business constants of SPEC.md section 9. Every use reads them from here. */
export const COPY_CONFIRM_HOOK_MS = 1200;
export const COPY_CONFIRM_BUTTON_MS = 2000;
export const AD_POLL_INTERVAL_MS = 500;
export const AD_POLL_MAX_TRIES = 30;
/** The in-house fallback appears once the poll count is greater than this. */
export const AD_ADBLOCK_AFTER_TRIES = 6;
export const AD_FEED_MAX_TRIES = 10;
export const AD_DISPLAY_EVENT_DELAY_MS = 2500;
export const AD_DISPLAY_RATIO_DEFAULT = 0.1;
export const AD_WHITELIST_CHANCE = 0.2;
export const AD_INLINE_CHANCE = 0.2;
/** Ad block vertical margins, in spacing units. */
export const AD_MARGIN_TOP = 3;
export const AD_MARGIN_BOTTOM = 3;
export const AD_MIN_HEIGHT_PX = 142;
export const AD_MIN_HEIGHT_SM_PX = 126;
export const THEME_BORDER_RADIUS = 12;
export const THEME_SPACING_UNIT = 8;
export const THEME_PRIMARY = 'hsl(210, 100%, 45%)';
export const THEME_FONT_SIZE = 14;
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
export const PREFERENCE_COOKIE_MAX_AGE_S = 31536000;
export const SUPPORTED_LANGUAGES = ['en'] as const;
export const PATH_LANGUAGES = ['en', 'zh'] as const;
export const TRANSITION_DISABLE_MS = 1;
/** Upper clamp of the theme's numeric state (spacing); SPEC.md names the bound without a use. */
export const SAFE_INTEGER_BOUND = 9007199254740991;
export const WEB_VITALS_SAMPLE = 0.0001;
export const TITLE_MAX_LENGTH = 70;
export const DESCRIPTION_MAX_LENGTH = 170;
export const MODE_STORAGE_KEY = 'mui-mode';
/** The reader's direction (ltr or rtl), kept in localStorage. */
export const DIRECTION_STORAGE_KEY = 'mui-direction';
/** The reader's density (comfortable or compact), kept in localStorage and set on <html> as data-density. */
export const DENSITY_STORAGE_KEY = 'docs-density';
export const CODE_VARIANT_COOKIE = 'codeVariant';
export const CODE_STYLING_COOKIE = 'codeStyling';
export const CODEBLOCK_STORAGE_PREFIX = 'codeblock-';
export const CRAWLER_PATTERN = /bot|googlebot|crawler|spider|robot|crawling/i;
/** theme-color meta per mode: blue 600 and blueDark 900 of the branding palette. */
export const THEME_COLOR = { light: '#006BD6', dark: '#101418' } as const;

/** Attribute the head script sets on <html>; light and dark variables hang off it. */
export const COLOR_SCHEME_ATTRIBUTE = 'data-mui-color-scheme';

/** Page backgrounds of the branding theme (white; blueDark 900), for contrast checks. */
export const LIGHT_BACKGROUND: [number, number, number] = [255, 255, 255];
export const DARK_BACKGROUND: [number, number, number] = [16, 20, 24];

/** Class on <html> that disables transitions while the colour mode changes (the stylesheet holds its rule). */
export const NO_TRANSITIONS_CLASS = 'disable-transitions';

/**
 * Marks where demos' stylesheets apply (demos/scopeCss.ts): each demo preview, a template page's
 * root, and what a live demo portals into <body> (dialogs, menus).
 */
export const DEMO_SCOPE_ATTRIBUTE = 'data-demo-scope';

/** Marks the gallery's scaled frame of a template page: the page inside shows itself, and starts nothing. */
export const TEMPLATE_PREVIEW_ATTRIBUTE = 'data-template-preview';

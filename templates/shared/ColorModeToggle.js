import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';

// The page's colour scheme is an attribute on <html>: the site sets it from the reader's mode before
// the first paint, the theme's CSS variables follow it, and the docs frame passes it to the demos' wrapper.
const ATTRIBUTE = 'data-mui-color-scheme';

function subscribe(onChange) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [ATTRIBUTE] });
  return () => observer.disconnect();
}

const currentScheme = () => (document.documentElement.getAttribute(ATTRIBUTE) === 'dark' ? 'dark' : 'light');

// The server renders light; once hydrated, the page's scheme (the site's mode) applies.
const serverScheme = () => 'light';

/** The page's colour scheme, and a setter that switches it for this page only (the site's setting is left alone). */
export function useColorScheme() {
  const scheme = React.useSyncExternalStore(subscribe, currentScheme, serverScheme);
  const setScheme = React.useCallback((next) => document.documentElement.setAttribute(ATTRIBUTE, next), []);
  return [scheme, setScheme];
}

/** A light/dark switch: it starts in the site's mode and changes this template's. */
export default function ColorModeToggle({ sx }) {
  const [scheme, setScheme] = useColorScheme();
  const dark = scheme === 'dark';
  return (
    <IconButton
      aria-label="Dark mode"
      aria-pressed={dark}
      onClick={() => setScheme(dark ? 'light' : 'dark')}
      size="small"
      sx={[{ border: 1, borderColor: 'divider' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {dark ? <DarkModeOutlined fontSize="small" /> : <LightModeOutlined fontSize="small" />}
    </IconButton>
  );
}

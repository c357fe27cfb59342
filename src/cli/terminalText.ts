/** C0 and C1 control characters, except tab and newline. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/**
 * Text from content or configuration as the terminal may show it: control characters (ESC, BEL,
 * ...) escaped as `\x1b`, so that a hostile page cannot clear the screen, set the window title or
 * write the clipboard (OSC 52) through docs-check's output. Tabs and newlines stay.
 */
export const terminalText = (text: string): string =>
  text.replace(CONTROL, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);

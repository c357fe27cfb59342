/** C0 and C1 control characters, except tab and newline. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/**
 * Text from content or configuration as the terminal may show it: control characters (ESC, BEL,
 * CR, ...) escaped as `\x1b`, so that a hostile page cannot clear the screen, rewrite a line, set
 * the window title or write the clipboard (OSC 52) through the commands' output. Tabs and newlines stay.
 */
export const terminalText = (text: string): string =>
  text.replace(CONTROL, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);

const closed = new WeakSet<NodeJS.WriteStream>();

/**
 * A reader who closes the pipe (`docs-build | head`) does not turn a command's success into a
 * failure: EPIPE on stdout or stderr only stops that stream's output. Installed once per command.
 */
export function tolerateClosedPipes(): void {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code !== 'EPIPE' && err.code !== 'ERR_STREAM_DESTROYED') throw err;
      closed.add(stream);
    });
  }
}

const write = (stream: NodeJS.WriteStream, text: string) => {
  if (!closed.has(stream) && !stream.destroyed) stream.write(text);
};

/** Every line the commands print goes through these: the text is made safe for a terminal. */
export const out = (text: string): void => write(process.stdout, terminalText(text));
export const err = (text: string): void => write(process.stderr, terminalText(text));
/** The progress line: the tool's own text, whose carriage return rewrites the line. */
export const progress = (text: string): void => write(process.stderr, text);

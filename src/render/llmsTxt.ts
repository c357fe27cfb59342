/** One page of an llms.txt list: its title, its URL (the Markdown twin's when it has one), its description. */
export interface LlmsPage {
  title: string;
  url: string;
  description: string;
}

/** A product line's pages in navigation order, grouped by the manifest's top-level groups. */
export interface LlmsLine {
  prefix: string;
  name: string;
  description: string;
  groups: Array<{ title: string; pages: LlmsPage[] }>;
}

/**
 * Text from content on one line, as Markdown text: a backslash, a bracket or an angle bracket is
 * escaped, so a title cannot close its link text and add a link of its own (`Guide\](https://evil)`),
 * nor a description or a heading make one.
 */
const oneLine = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/([\\[\]<>])/g, '\\$1');
const item = (p: LlmsPage) => `- [${oneLine(p.title)}](${p.url})${p.description ? `: ${oneLine(p.description)}` : ''}`;

/** The site's `/llms.txt` (llmstxt.org): `# <siteName>`, a `>` summary, then one `##` section per product line. */
export function siteLlmsTxt(site: { name: string; summary: string }, lines: readonly LlmsLine[]): string {
  const sections = lines
    .filter((line) => line.groups.some((g) => g.pages.length))
    .map((line) => [`## ${oneLine(line.name)}`, '', ...line.groups.flatMap((g) => g.pages.map(item))].join('\n'));
  return `${[`# ${oneLine(site.name)}`, `> ${oneLine(site.summary)}`, ...sections].join('\n\n')}\n`;
}

/** A product line's `/<prefix>/llms.txt`: `# <name>`, its description, then one `##` section per group. */
export function lineLlmsTxt(line: LlmsLine): string {
  const sections = line.groups
    .filter((g) => g.pages.length)
    .map((g) => [`## ${oneLine(g.title)}`, '', ...g.pages.map(item)].join('\n'));
  return `${[`# ${oneLine(line.name)}`, `> ${oneLine(line.description || `The documentation of ${line.name}.`)}`, ...sections].join('\n\n')}\n`;
}

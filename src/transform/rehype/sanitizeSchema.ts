import { defaultSchema, type Options as Schema } from 'rehype-sanitize';

/** Hosts whose embeds (iframe, video) may appear in content. */
export const EMBED_HOSTS = [
  'www.youtube.com',
  'youtube.com',
  'www.youtube-nocookie.com',
  'player.vimeo.com',
  'codesandbox.io',
  'stackblitz.com',
  'www.figma.com',
];

const base = defaultSchema.attributes ?? {};

/**
 * Allowlist for raw HTML in markdown: the markup real docs use survives; scripts, styles,
 * forms, event handlers and non-http(s) URLs do not. Ids are not prefixed here: rehypeSafeIds
 * guards the names that could clobber DOM globals.
 */
export const sanitizeSchema: Schema = {
  ...defaultSchema,
  clobber: [],
  clobberPrefix: '',
  strip: ['script', 'style', 'noscript', 'template'],
  tagNames: [
    ...(defaultSchema.tagNames ?? []),
    'aside',
    'kbd',
    'video',
    'source',
    'iframe',
    'figure',
    'figcaption',
    'mark',
    'abbr',
  ]
    .filter((t) => !['input', 'form', 'button', 'textarea', 'select'].includes(t))
    .concat(['input']),
  attributes: {
    ...base,
    '*': [...(base['*'] ?? []), 'className', 'id', 'title', 'role', 'ariaHidden', 'ariaLabel', 'dir', 'lang'],
    a: [...(base.a ?? []), 'target', 'rel'],
    img: [...(base.img ?? []), 'width', 'height', 'loading', 'decoding'],
    video: ['src', 'controls', 'autoPlay', 'muted', 'loop', 'playsInline', 'poster', 'width', 'height', 'preload'],
    source: ['src', 'type'],
    iframe: ['src', 'width', 'height', 'allow', 'allowFullScreen', 'title', 'loading', 'frameBorder'],
    details: ['open'],
    code: [...(base.code ?? []), 'dataMeta'],
    ol: ['start', 'type', 'reversed'],
    td: ['align'],
    th: ['align'],
    input: [['type', 'checkbox'], ['disabled', true], 'checked'],
  },
  protocols: {
    href: ['http', 'https', 'mailto'],
    src: ['http', 'https'],
    cite: ['http', 'https'],
    poster: ['http', 'https'],
  },
};

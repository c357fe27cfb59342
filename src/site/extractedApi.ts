/** A place in the library's source, relative to the site root (`../src/Button.tsx`). */
export interface SourceAt {
  file: string;
  line: number;
  column: number;
}

/** A prop as the checker resolves it. Descriptions are markdown, from JSDoc. */
export interface ExtractedProp {
  name: string;
  /** As today's API JSON writes it: a kind (`bool`, `union`, `func`, …) and, when that says too little, the type (HTML). */
  type: { name: string; description?: string };
  /** A callback's parameters and their `@param` descriptions. */
  params?: Array<{ name: string; description: string }>;
  default?: string;
  required: boolean;
  /** `@deprecated`: its reason ('' when it gives none). */
  deprecated?: string;
  description: string;
  at: SourceAt;
  /** Declared by another package's types (antd's `rc-menu`): its JSDoc is theirs to write, so it is no `api-undocumented`. */
  foreign?: true;
  /** A JSDoc `@default` (the `default` shown) that the code's own default contradicts: that value, and where the tag is. */
  defaultConflict?: { code: string; at: SourceAt };
}

/**
 * Who receives the props a page does not list: a DOM element (its tag, or `HTMLElement` for any),
 * another documented component, or another package's component at the address its JSDoc gives
 * (`url`: MUI's transitions, react-transition-group's Transition).
 */
export type Inheritance = { element: string } | { component: string; url?: string };

/** A component (or, `kind: 'hook'`, a hook) exported by a product line's entry, as its API page shows it. */
export interface ExtractedComponent {
  /** A hook: `props` are its parameters (its options object's fields), `returnValue` the fields it returns. */
  kind?: 'hook';
  name: string;
  description: string;
  at: SourceAt;
  props: ExtractedProp[];
  inheritance?: Inheritance;
  /**
   * The style systems whose props it also takes (Chakra UI's `SystemProperties` and `Conditions`),
   * named on the inheritance line instead of listed: the library documents them once.
   */
  styleProps?: string[];
  /** The element a forwarded ref reaches (`HTMLButtonElement`). */
  forwardsRefTo?: string;
  slots: Array<{ name: string; default?: string; description: string }>;
  classes: Array<{ key: string; className: string; description: string }>;
  imports: string[];
  /** A hook's result: the fields of the object it returns… */
  returnValue?: ExtractedProp[];
  /** …or, when it returns no object, its type and `@returns` text. */
  returns?: { type: { name: string; description?: string }; description: string };
  /** Every file its types come from (root-relative): the cache key of its extraction. */
  files: string[];
  /** A type its props are made of that TypeScript cannot find (they read as none), and where it is named. */
  unresolved?: { name: string; at: SourceAt };
}

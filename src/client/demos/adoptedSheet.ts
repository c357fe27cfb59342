/**
 * An Emotion sheet (the interface of @emotion/sheet's StyleSheet) that keeps its rules in a
 * constructable stylesheet adopted by the document instead of <style> elements: the page's CSP
 * forbids inline style elements, and CSSOM rules are not subject to it. Emotion's <Global> makes
 * its own sheets through `constructor`, so they are adopted sheets too.
 */
export class AdoptedSheet {
  readonly key: string;
  readonly isSpeedy = true;
  readonly nonce = undefined;
  readonly container = document.head;
  before: Element | null = null;
  ctr = 0;
  /** Emotion's <Global> flushes a sheet that has tags: one stands for the adopted sheet once it holds rules. */
  tags: Array<{ nextElementSibling: null }> = [];
  private readonly sheet = new CSSStyleSheet();

  constructor(options: { key: string }) {
    this.key = options.key;
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, this.sheet];
  }

  hydrate(): void {
    // Server styles live in the shared stylesheet, not in <style> elements: nothing to take over.
  }

  insert(rule: string): void {
    try {
      this.sheet.insertRule(rule, this.sheet.cssRules.length);
    } catch {
      // A rule this browser does not understand (a vendor prefix for another engine) is skipped, as Emotion does.
    }
    if (!this.tags.length) this.tags.push({ nextElementSibling: null });
    this.ctr++;
  }

  flush(): void {
    this.sheet.replaceSync('');
    this.tags = [];
    this.ctr = 0;
  }
}

/** Placeholder in a rendered page shell, replaced by each page's own content. */
export const MAIN_SLOT = '<template data-slot="main"></template>';

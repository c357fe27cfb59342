/** The part of page feedback in every page's bundle: the first rating or section-link click loads the box's module. */
export function initFeedbackTrigger(url: string): void {
  const box = document.querySelector<HTMLElement>('.page-feedback');
  if (!box) return;
  const onFirstUse = (event: MouseEvent) => {
    const target = (event.target as Element).closest<HTMLElement>('[data-feedback-rating], [data-feedback-section]');
    if (!target) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    document.removeEventListener('click', onFirstUse, true);
    void import(url).then((form: typeof import('./form.js')) => form.initFeedback(box, target));
  };
  document.addEventListener('click', onFirstUse, true);
}

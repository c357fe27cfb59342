/**
 * The feedback box's behaviour, loaded when a reader first clicks a rating or a section's
 * "Feedback" link. It posts `{page, section?, rating, comment?, language, version}` as JSON; a
 * reader rates a page once a day (a cookie, which never holds the comment).
 */

const TIMEOUT_MS = 10_000;
const ONE_DAY_S = 86_400;

interface Labels {
  thanks: string;
  failed: string;
  already: string;
  section: string;
}

/** The cookie that remembers a page was rated today (names allow no '/': a short hash of the path). */
function ratedCookie(page: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < page.length; i++) hash = Math.imul(hash ^ page.charCodeAt(i), 0x01000193);
  return `docs-feedback-${(hash >>> 0).toString(36)}`;
}

const ratedToday = (name: string) => document.cookie.split(';').some((c) => c.trim().startsWith(`${name}=`));

/** Sets the box up (once) and handles the click that loaded this module. */
export function initFeedback(box: HTMLElement, first: HTMLElement): void {
  if (box.dataset.ready !== 'true') setUp(box);
  first.click();
}

function setUp(box: HTMLElement) {
  box.dataset.ready = 'true';
  const labels = JSON.parse(box.dataset.labels ?? '{}') as Labels;
  const form = box.querySelector<HTMLFormElement>('.page-feedback-form')!;
  const comment = form.querySelector('textarea')!;
  const counter = box.querySelector<HTMLElement>('.page-feedback-count')!;
  const status = box.querySelector<HTMLElement>('.page-feedback-status')!;
  const sectionNote = box.querySelector<HTMLElement>('.page-feedback-section')!;
  const ratings = [...box.querySelectorAll<HTMLButtonElement>('[data-feedback-rating]')];
  const send = form.querySelector<HTMLButtonElement>('button[type=submit]')!;
  const cookie = ratedCookie(box.dataset.page ?? location.pathname);
  let rating: string | undefined;
  let section: string | undefined;

  const say = (text: string, kind: 'done' | 'error' | 'info') => {
    status.textContent = text;
    status.dataset.kind = kind;
  };
  const refuseIfRated = () => {
    if (!ratedToday(cookie)) return false;
    form.hidden = true;
    say(labels.already, 'info');
    return true;
  };

  for (const button of ratings) {
    button.addEventListener('click', () => {
      if (refuseIfRated()) return;
      rating = button.dataset.feedbackRating;
      for (const b of ratings) b.setAttribute('aria-pressed', String(b === button));
      form.hidden = false;
      comment.focus();
    });
  }
  comment.addEventListener('input', () => (counter.textContent = `${comment.value.length}/${comment.maxLength}`));
  // A section's link opens the same box for that section.
  document.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('[data-feedback-section]');
    if (!link) return;
    event.preventDefault();
    section = link.dataset.feedbackSection;
    sectionNote.textContent = `${labels.section} ${link.dataset.feedbackHeading ?? section}`;
    sectionNote.hidden = false;
    box.scrollIntoView({ block: 'center' });
    if (!refuseIfRated()) ratings[0].focus();
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!rating || refuseIfRated()) return;
    const body = {
      page: box.dataset.page,
      ...(section ? { section } : {}),
      rating,
      ...(comment.value.trim() ? { comment: comment.value.trim() } : {}),
      language: box.dataset.lang,
      version: box.dataset.version,
    };
    const controller = new AbortController();
    const timer = window.setTimeout(() => controller.abort(), TIMEOUT_MS);
    send.disabled = true;
    void fetch(box.dataset.feedbackUrl!, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: controller.signal,
      credentials: 'omit',
    })
      .then((response) => {
        if (!response.ok) throw new Error(String(response.status));
        document.cookie = `${cookie}=1; max-age=${ONE_DAY_S}; path=/; samesite=lax`;
        form.hidden = true;
        comment.value = '';
        say(labels.thanks, 'done');
      })
      // Network failure, a refusal or the timeout: the comment stays, to be sent again.
      .catch(() => say(labels.failed, 'error'))
      .finally(() => {
        clearTimeout(timer);
        send.disabled = false;
      });
  });
}

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

/** The feedback box of a page: its elements, the reader's rating and the section they comment on. */
class FeedbackBox {
  private readonly labels: Labels;
  private readonly form: HTMLFormElement;
  private readonly comment: HTMLTextAreaElement;
  private readonly status: HTMLElement;
  private readonly ratings: HTMLButtonElement[];
  private readonly cookie: string;
  private rating: string | undefined;
  private section: string | undefined;

  constructor(private readonly box: HTMLElement) {
    this.labels = JSON.parse(box.dataset.labels ?? '{}') as Labels;
    this.form = box.querySelector<HTMLFormElement>('.page-feedback-form')!;
    this.comment = this.form.querySelector('textarea')!;
    this.status = box.querySelector<HTMLElement>('.page-feedback-status')!;
    this.ratings = [...box.querySelectorAll<HTMLButtonElement>('[data-feedback-rating]')];
    this.cookie = ratedCookie(box.dataset.page ?? location.pathname);
  }

  private say(text: string, kind: 'done' | 'error' | 'info') {
    this.status.textContent = text;
    this.status.dataset.kind = kind;
  }

  /** A page rated today takes no second rating: the box says so. */
  private refuseIfRated(): boolean {
    if (!ratedToday(this.cookie)) return false;
    this.form.hidden = true;
    this.say(this.labels.already, 'info');
    return true;
  }

  rate(button: HTMLButtonElement): void {
    if (this.refuseIfRated()) return;
    this.rating = button.dataset.feedbackRating;
    for (const b of this.ratings) b.setAttribute('aria-pressed', String(b === button));
    this.form.hidden = false;
    this.comment.focus();
  }

  /** A section's link opens the same box for that section. */
  openSection(link: HTMLAnchorElement): void {
    const note = this.box.querySelector<HTMLElement>('.page-feedback-section')!;
    this.section = link.dataset.feedbackSection;
    note.textContent = `${this.labels.section} ${link.dataset.feedbackHeading ?? this.section}`;
    note.hidden = false;
    this.box.scrollIntoView({ block: 'center' });
    if (!this.refuseIfRated()) this.ratings[0].focus();
  }

  submit(): void {
    if (!this.rating || this.refuseIfRated()) return;
    const { box, comment } = this;
    const body = {
      page: box.dataset.page,
      ...(this.section ? { section: this.section } : {}),
      rating: this.rating,
      ...(comment.value.trim() ? { comment: comment.value.trim() } : {}),
      language: box.dataset.lang,
      version: box.dataset.version,
    };
    const controller = new AbortController();
    const timer = window.setTimeout(() => controller.abort(), TIMEOUT_MS);
    const send = this.form.querySelector<HTMLButtonElement>('button[type=submit]')!;
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
        document.cookie = `${this.cookie}=1; max-age=${ONE_DAY_S}; path=/; samesite=lax`;
        this.form.hidden = true;
        comment.value = '';
        this.say(this.labels.thanks, 'done');
      })
      // Network failure, a refusal or the timeout: the comment stays, to be sent again.
      .catch(() => this.say(this.labels.failed, 'error'))
      .finally(() => {
        clearTimeout(timer);
        send.disabled = false;
      });
  }
}

/** Sets the box up (once) and handles the click that loaded this module. */
export function initFeedback(box: HTMLElement, first: HTMLElement): void {
  if (box.dataset.ready !== 'true') setUp(box);
  first.click();
}

function setUp(box: HTMLElement) {
  box.dataset.ready = 'true';
  const feedback = new FeedbackBox(box);
  for (const button of box.querySelectorAll<HTMLButtonElement>('[data-feedback-rating]'))
    button.addEventListener('click', () => feedback.rate(button));
  const comment = box.querySelector('textarea')!;
  const counter = box.querySelector<HTMLElement>('.page-feedback-count')!;
  comment.addEventListener('input', () => (counter.textContent = `${comment.value.length}/${comment.maxLength}`));
  document.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('[data-feedback-section]');
    if (!link) return;
    event.preventDefault();
    feedback.openSection(link);
  });
  box.querySelector<HTMLFormElement>('.page-feedback-form')!.addEventListener('submit', (event) => {
    event.preventDefault();
    feedback.submit();
  });
}

import type { Translator } from '../site/translator.js';

/** What the feedback box posts about a page (src/client/feedback/form.ts adds the rating, section and comment). */
export interface FeedbackTarget {
  url: string;
  page: string;
  lang: string;
  version: string;
}

export const FEEDBACK_COMMENT_MAX = 500;

/**
 * "Was this page helpful?": yes/no and an optional comment, at the end of a content page; the
 * per-section "Feedback" links open the same box. Shown only with JavaScript (the lazy module in
 * src/client/feedback/ sends it); the texts it shows later travel as data attributes.
 */
export function PageFeedback({ target, t }: { target: FeedbackTarget; t: Translator }) {
  const label = (key: string, fallback: string) => t(key) ?? fallback;
  return (
    <section
      className="page-feedback"
      id="feedback"
      aria-labelledby="feedback-title"
      data-feedback-url={target.url}
      data-page={target.page}
      data-lang={target.lang}
      data-version={target.version}
      data-labels={JSON.stringify({
        thanks: label('feedback.thanks', 'Thanks for your feedback!'),
        failed: label('feedbackFailed', "Couldn't submit feedback. Please try again later."),
        already: label('feedback.already', 'You already rated this page today.'),
        section: label('feedback.section', 'Feedback on:'),
      })}
    >
      <h2 id="feedback-title" className="page-feedback-title">
        {label('feedback.question', 'Was this page helpful?')}
      </h2>
      <p className="page-feedback-section" hidden />
      <div className="page-feedback-rating" role="group" aria-labelledby="feedback-title">
        <button type="button" data-feedback-rating="yes" aria-pressed="false">
          {label('feedback.yes', 'Yes')}
        </button>
        <button type="button" data-feedback-rating="no" aria-pressed="false">
          {label('feedback.no', 'No')}
        </button>
      </div>
      <form className="page-feedback-form" hidden>
        <label htmlFor="feedback-comment">{label('feedback.comment', 'Comment (optional)')}</label>
        <textarea
          id="feedback-comment"
          name="comment"
          maxLength={FEEDBACK_COMMENT_MAX}
          rows={3}
          aria-describedby="feedback-count"
        />
        <p id="feedback-count" className="page-feedback-count">
          0/{FEEDBACK_COMMENT_MAX}
        </p>
        <button type="submit">{label('feedback.send', 'Send feedback')}</button>
      </form>
      <p className="page-feedback-status" role="status" />
    </section>
  );
}

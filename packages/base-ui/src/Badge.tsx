import * as React from 'react';

export interface BadgeProps extends React.HTMLAttributes<HTMLSpanElement> {
  /** The content of the badge: a number, or a short text. */
  badgeContent?: React.ReactNode;
  /**
   * The largest number shown: above it, the badge shows `{max}+`.
   * @default 99
   */
  max?: number;
  /** If `true`, the badge is hidden. */
  invisible?: boolean;
  /** If `true`, a badge of `0` is shown. */
  showZero?: boolean;
}

function BadgeImpl({ badgeContent, max = 99, invisible = false, showZero = false, children, ...other }: BadgeProps) {
  const hidden = invisible || (badgeContent === 0 && !showZero);
  const content = typeof badgeContent === 'number' && badgeContent > max ? `${max}+` : badgeContent;
  return (
    <span className="BaseBadge-root" {...other}>
      {children}
      {hidden ? null : <span className="BaseBadge-badge">{content}</span>}
    </span>
  );
}

/** A small count or status shown at the corner of its child. Memoised: it re-renders only when its props change. */
export const Badge = React.memo(BadgeImpl);

import * as React from 'react';

export interface TooltipProps {
  /** The text of the tooltip. */
  title: React.ReactNode;
  /** The element the tooltip describes: it must accept a ref and focus. */
  children: React.ReactElement;
  /**
   * Where the tooltip opens, relative to its element.
   * @default 'bottom'
   */
  placement?: 'top' | 'right' | 'bottom' | 'left';
  /** If `true`, the tooltip has an arrow. */
  arrow?: boolean;
  /**
   * The delay before the tooltip opens, in milliseconds.
   * @default 100
   */
  enterDelay?: number;
  /**
   * The id given to the tooltip's element (the one `aria-describedby` names).
   * @ignore
   */
  id?: string;
  /**
   * Forces the tooltip open, for the library's own tests.
   * @internal
   */
  forceOpen?: boolean;
}

/** A short label shown when the reader points at or focuses an element. */
export function Tooltip({
  title,
  children,
  placement = 'bottom',
  arrow = false,
  enterDelay = 100,
  id,
  forceOpen,
}: TooltipProps) {
  const [open, setOpen] = React.useState(false);
  const shown = forceOpen || open;
  return (
    <span
      className="BaseTooltip-anchor"
      data-delay={enterDelay}
      onPointerEnter={() => setOpen(true)}
      onPointerLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
    >
      {children}
      {shown ? (
        <span role="tooltip" id={id} data-placement={placement} data-arrow={arrow || undefined}>
          {title}
        </span>
      ) : null}
    </span>
  );
}

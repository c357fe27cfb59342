import * as React from 'react';
import { Button, type ButtonProps } from './Button';

export interface IconButtonProps extends ButtonProps {
  /** The accessible name of the button: an icon alone has none. */
  label: string;
  /**
   * Pulls the button to the edge of its container, to line its icon up with the text.
   * @default false
   */
  edge?: 'start' | 'end' | false;
}

/** A button that shows only an icon, named by its `label`. */
export const IconButton = React.forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, edge = false, ...other },
  ref,
) {
  return <Button ref={ref} aria-label={label} data-edge={edge || undefined} variant="plain" {...other} />;
});

import * as React from 'react';

export interface InputProps extends Omit<React.InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /**
   * The size of the input.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  /** An element shown at the end of the input, such as a unit. */
  endAdornment?: React.ReactNode;
  /** If `true`, the input is marked invalid. */
  error?: boolean;
}

/** A text field's input: a native `<input>` with a size, an end adornment and an error state. Forwards its ref. */
export const Input = React.forwardRef<HTMLInputElement, InputProps>(function Input(
  { size = 'md', endAdornment, error = false, ...other },
  ref,
) {
  return (
    <span className="BaseInput-root" data-size={size} data-error={error || undefined}>
      <input ref={ref} aria-invalid={error || undefined} {...other} />
      {endAdornment}
    </span>
  );
});

import * as React from 'react';
import { classNames } from './classes';

/** The class names of Button's parts, for styling them. */
export interface ButtonClasses {
  /** Styles applied to the root element. */
  root: string;
  /** Styles applied to the root element when `disabled` is true. */
  disabled: string;
  /** Styles applied to the start icon's wrapper. */
  startIcon: string;
}

export const buttonClasses: ButtonClasses = {
  root: 'BaseButton-root',
  disabled: 'BaseButton-disabled',
  startIcon: 'BaseButton-startIcon',
};

export interface ButtonProps extends React.ButtonHTMLAttributes<HTMLButtonElement> {
  /**
   * The variant to use.
   * @default 'solid'
   */
  variant?: 'solid' | 'outlined' | 'plain';
  /**
   * The size of the button.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  /** If `true`, the button is disabled. */
  disabled?: boolean;
  /** An element placed before the label, such as an icon. */
  startIcon?: React.ReactNode;
  /** Class names added to the button's parts. */
  classes?: Partial<ButtonClasses>;
}

/**
 * Buttons let people take an action with a single press: **Button** renders a native `<button>`
 * and forwards its ref.
 */
export const Button = React.forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'solid',
    size = 'md',
    disabled = false,
    startIcon,
    classes,
    className,
    children,
    type = 'button',
    ...other
  },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled}
      data-variant={variant}
      data-size={size}
      className={classNames(
        buttonClasses.root,
        classes?.root,
        disabled && buttonClasses.disabled,
        disabled && classes?.disabled,
        className,
      )}
      {...other}
    >
      {startIcon ? <span className={classNames(buttonClasses.startIcon, classes?.startIcon)}>{startIcon}</span> : null}
      {children}
    </button>
  );
});

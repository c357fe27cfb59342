import * as React from 'react';

/** Box's own props; the element or component it renders receives the rest. */
export interface BoxOwnProps<C extends React.ElementType> {
  /**
   * The element or component rendered: a tag name such as `'section'`, or a component.
   * @default 'div'
   */
  component?: C;
  /** The spacing inside the box, in multiples of 8 px. */
  padding?: 0 | 1 | 2 | 3 | 4;
}

export type BoxProps<C extends React.ElementType = 'div'> = BoxOwnProps<C> &
  Omit<React.ComponentPropsWithoutRef<C>, keyof BoxOwnProps<C>>;

/** A polymorphic container: it renders the element or component its `component` prop names. */
export function Box<C extends React.ElementType = 'div'>({ component, padding = 0, style, ...other }: BoxProps<C>) {
  const Root: React.ElementType = component ?? 'div';
  return <Root style={{ padding: padding * 8, ...style }} {...other} />;
}

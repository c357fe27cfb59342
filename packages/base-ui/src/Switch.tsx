import * as React from 'react';
import { classNames } from './classes';

/** The class names of Switch's parts. */
export interface SwitchClasses {
  /** Styles applied to the root element. */
  root: string;
  /** Styles applied to the root element when the switch is on. */
  checked: string;
  /** Styles applied to the thumb. */
  thumb: string;
  /** Styles applied to the track. */
  track: string;
}

export const switchClasses: SwitchClasses = {
  root: 'BaseSwitch-root',
  checked: 'BaseSwitch-checked',
  thumb: 'BaseSwitch-thumb',
  track: 'BaseSwitch-track',
};

/** The elements Switch renders. */
export interface SwitchSlots {
  /**
   * The element that holds the thumb and track.
   * @default 'span'
   */
  root?: React.ElementType;
  /**
   * The knob that moves.
   * @default 'span'
   */
  thumb?: React.ElementType;
  /**
   * The bar the thumb moves along.
   * @default 'span'
   */
  track?: React.ElementType;
}

export interface SwitchProps {
  /** If `true`, the switch is on (controlled). */
  checked?: boolean;
  /** If `true`, the switch starts on (uncontrolled). */
  defaultChecked?: boolean;
  /**
   * Callback fired when the switch turns on or off.
   * @param checked Whether the switch is now on.
   */
  onChange?: (checked: boolean) => void;
  /** The accessible name of the switch. */
  label: string;
  /**
   * The colour of the track when the switch is on.
   * @deprecated Use `color` instead.
   */
  onColor?: string;
  /**
   * The colour of the track when the switch is on.
   * @default 'primary'
   */
  color?: 'primary' | 'neutral' | 'danger';
  /** The elements used for each part of the switch. */
  slots?: SwitchSlots;
  /** Class names added to the switch's parts. */
  classes?: Partial<SwitchClasses>;
}

/** A control that turns one setting on or off. */
export function Switch({
  checked,
  defaultChecked = false,
  onChange,
  label,
  color = 'primary',
  slots = {},
  classes,
}: SwitchProps) {
  const [own, setOwn] = React.useState(defaultChecked);
  const on = checked ?? own;
  const Root = slots.root ?? 'span';
  const Thumb = slots.thumb ?? 'span';
  const Track = slots.track ?? 'span';
  return (
    <Root
      role="switch"
      tabIndex={0}
      aria-checked={on}
      aria-label={label}
      data-color={color}
      className={classNames(switchClasses.root, classes?.root, on && switchClasses.checked, on && classes?.checked)}
      onClick={() => {
        setOwn(!on);
        onChange?.(!on);
      }}
    >
      <Track className={classNames(switchClasses.track, classes?.track)} />
      <Thumb className={classNames(switchClasses.thumb, classes?.thumb)} />
    </Root>
  );
}

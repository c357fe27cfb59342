import * as React from 'react';

/** One choice of a Select. */
export interface SelectOption<Value> {
  value: Value;
  label: string;
}

/** The elements Select renders, each replaceable. */
export interface SelectSlots {
  /**
   * The button that shows the current choice.
   * @default 'button'
   */
  root?: React.ElementType;
  /**
   * The list of choices.
   * @default 'ul'
   */
  listbox?: React.ElementType;
  /**
   * One choice of the list.
   * @default 'li'
   */
  option?: React.ElementType;
}

export interface SelectProps<Value> {
  /** The choices. */
  options: ReadonlyArray<SelectOption<Value>>;
  /** The current choice (controlled). */
  value?: Value;
  /**
   * Callback fired when a choice is made.
   * @param event The event that made the choice.
   * @param value The value chosen.
   */
  onChange?: (event: React.SyntheticEvent, value: Value) => void;
  /** The text shown when nothing is chosen. */
  placeholder?: string;
  /** The elements used for each part of the select. */
  slots?: SelectSlots;
}

/** A list of choices that opens from a button. Generic: `value` and `onChange` have the options' value type. */
export function Select<Value extends string | number>({
  options,
  value,
  onChange,
  placeholder = '',
  slots = {},
}: SelectProps<Value>) {
  const [open, setOpen] = React.useState(false);
  const Root = slots.root ?? 'button';
  const Listbox = slots.listbox ?? 'ul';
  const Option = slots.option ?? 'li';
  const current = options.find((o) => o.value === value);
  return (
    <>
      <Root type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        {current?.label ?? placeholder}
      </Root>
      {open ? (
        <Listbox role="listbox">
          {options.map((option) => (
            <Option
              key={String(option.value)}
              role="option"
              aria-selected={option.value === value}
              onClick={(event: React.MouseEvent) => {
                onChange?.(event, option.value);
                setOpen(false);
              }}
            >
              {option.label}
            </Option>
          ))}
        </Listbox>
      ) : null}
    </>
  );
}

import { useEffect, useId, useState, type ComponentType, type ReactNode } from 'react';
import { DEMO_SCOPE_ATTRIBUTE } from '../../site/constants.js';
import { playgroundJsx, type Literal, type PlaygroundControl, type PlaygroundSpec } from '../../site/playground.js';

/** How a select shows a literal: a string as it is, others as JSX writes them. */
const optionLabel = (value: Literal) => (typeof value === 'string' ? value : String(value));

/** A select of a union's literals ("(none)" first for a prop without a default). */
function Select({ control, value, id, onChange, label }: ControlProps & { label: ReactNode }) {
  const options = control.options ?? [];
  const index = options.findIndex((o) => o === value);
  return (
    <div className="Playground-control">
      {label}
      <select
        id={id}
        value={index < 0 ? '' : String(index)}
        onChange={(e) => onChange(e.target.value === '' ? undefined : options[Number(e.target.value)])}
      >
        {control.default === undefined ? <option value="">(none)</option> : null}
        {options.map((o, i) => (
          <option key={i} value={String(i)}>
            {optionLabel(o)}
          </option>
        ))}
      </select>
    </div>
  );
}

interface ControlProps {
  control: PlaygroundControl;
  value: unknown;
  id: string;
  onChange(value: unknown): void;
}

/** One control: a labelled select, switch, text field or number field. */
function Control({ control, value, id, onChange }: ControlProps) {
  const label = (
    <label htmlFor={id} className="Playground-label">
      {control.name}
      {control.deprecated !== undefined ? (
        <span className="Playground-deprecated"> deprecated{control.deprecated ? `: ${control.deprecated}` : ''}</span>
      ) : null}
    </label>
  );
  if (control.kind === 'switch')
    return (
      <div className="Playground-control Playground-switch">
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={value === true}
          onChange={(e) => onChange(e.target.checked)}
        />
        {label}
      </div>
    );
  if (control.kind === 'select')
    return <Select control={control} value={value} id={id} onChange={onChange} label={label} />;
  const numeric = control.kind === 'number';
  return (
    <div className="Playground-control">
      {label}
      <input
        id={id}
        type={numeric ? 'number' : 'text'}
        value={value === undefined || value === null ? '' : String(value)}
        onChange={(e) =>
          onChange(numeric ? (e.target.value === '' ? undefined : Number(e.target.value)) : e.target.value)
        }
      />
    </div>
  );
}

/** "Copy": the JSX to the clipboard, and "Copied" for two seconds (as the code-copy buttons do). */
function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      className="Playground-copy"
      onClick={() => void navigator.clipboard.writeText(text).then(() => setCopied(true))}
    >
      {copied ? 'Copied' : 'Copy'}
    </button>
  );
}

/**
 * A props playground: the live component, a control for each prop its API gives one, and the JSX
 * of what the controls say. Server-rendered with the starting props, then hydrated like a demo.
 * Only the component sits in the demos' scope: their stylesheets style it, not the controls.
 */
export function Playground({
  component: Component,
  spec,
}: {
  component: ComponentType<Record<string, unknown>>;
  spec: PlaygroundSpec;
}) {
  const [values, setValues] = useState<Record<string, unknown>>(spec.initial);
  const id = useId();
  const jsx = playgroundJsx(spec, values);
  return (
    <div className="Playground">
      <div className="Playground-preview" {...{ [DEMO_SCOPE_ATTRIBUTE]: '' }}>
        <Component {...values} />
      </div>
      {spec.controls.length ? (
        <fieldset className="Playground-controls">
          <legend>{`${spec.component} props`}</legend>
          {spec.controls.map((control) => (
            <Control
              key={control.name}
              control={control}
              value={values[control.name]}
              id={`${id}-${control.name}`}
              onChange={(value) => setValues((now) => ({ ...now, [control.name]: value }))}
            />
          ))}
        </fieldset>
      ) : null}
      <div className="Playground-code">
        <pre>
          <code>{jsx}</code>
        </pre>
        <CopyButton text={jsx} />
      </div>
    </div>
  );
}

/** The class names a component's `classes` prop adds, after its own. */
export function classNames(...names: Array<string | false | undefined>): string {
  return names.filter(Boolean).join(' ');
}

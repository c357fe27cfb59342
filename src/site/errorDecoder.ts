export const MISSING_ARGUMENT = '[missing argument]';

/** Replaces each `%s` in order with the matching argument, or `[missing argument]`. */
export function formatErrorMessage(template: string, args: readonly string[]): string {
  let index = 0;
  return template.replace(/%s/g, () => {
    const arg = args[index++];
    return arg === undefined ? MISSING_ARGUMENT : arg;
  });
}

/** Reads `?code=N&args[]=a&args[]=b`. */
export function parseErrorQuery(search: string): { code: string | null; args: string[] } {
  const params = new URLSearchParams(search);
  return { code: params.get('code'), args: params.getAll('args[]') };
}

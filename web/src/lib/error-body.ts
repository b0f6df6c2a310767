/** Every message of an error body, in order: `{errors: {field: [msgs]}}`, `error`, or any nested strings. */
export function flattenErrorBody(body: unknown): string[] {
  if (typeof body === 'string') return body ? [body] : [];
  if (Array.isArray(body)) return body.flatMap(flattenErrorBody);
  if (body && typeof body === 'object') {
    return Object.entries(body).flatMap(([key, value]) =>
      key === 'base' && isDeprecatedFlag(value) ? [] : flattenErrorBody(value),
    );
  }
  return [];
}

function isDeprecatedFlag(value: unknown): boolean {
  return Boolean(value && typeof value === 'object' && 'deprecated' in value);
}

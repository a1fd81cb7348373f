/** Keys whose values are secrets: shown as `[hidden]` wherever the demo prints data. */
const SECRET_KEY = /token|jwt|secret|signature|verifier|password|recovery_code|^code$/i;

/** JSON of a value with every secret-looking field hidden: what the demo may put on screen or in a log. */
export function safeJson(value: unknown, indent = 0): string {
  const seen = new WeakSet<object>();
  return (
    JSON.stringify(
      value,
      (key, inner: unknown) => {
        if (key !== '' && SECRET_KEY.test(key) && inner !== null && inner !== undefined && inner !== '') return '[hidden]';
        if (typeof inner === 'object' && inner !== null) {
          if (seen.has(inner)) return '[circular]';
          seen.add(inner);
        }
        return inner;
      },
      indent,
    ) ?? String(value)
  );
}

/** One line for a log: an error as `name (code): message`, anything else as its safe JSON. */
export function describe(value: unknown): string {
  if (value instanceof Error) {
    const code = (value as { code?: unknown }).code;
    return `${value.name}${typeof code === 'string' || typeof code === 'number' ? ` (${code})` : ''}: ${value.message}`;
  }
  const text = safeJson(value);
  return text.length > 600 ? `${text.slice(0, 600)}…` : text;
}

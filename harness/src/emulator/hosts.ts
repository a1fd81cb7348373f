/** Host names every emulator answers to: this machine's loopback names, whatever the port. */
export const LOOPBACK_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The host name of a `Host` header (`localhost:4455` → `localhost`, `[::1]:4455` → `[::1]`), lowercased, or null
 * when the header is missing or not a plain host with an optional port.
 */
export function hostNameOf(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9._~-]+)(?::\d{1,5})?$/i.exec(header);
  return match?.[1]?.toLowerCase() ?? null;
}

/**
 * A host name as a user gives it with `--allowed-host` (a name or address, without scheme, port or path; an IPv6
 * address with or without brackets), in the form `hostNameOf` returns; null when it is not one.
 */
export function normaliseAllowedHost(value: string): string | null {
  const bare = value.trim().toLowerCase();
  const withBrackets = bare.includes(':') && !bare.startsWith('[') ? `[${bare}]` : bare;
  return hostNameOf(withBrackets) === withBrackets ? withBrackets : null;
}

/**
 * True when a request's `Host` names this emulator. A DNS-rebinding page reaches 127.0.0.1 under its own name
 * (`rebind.attacker.example`), and its requests carry that name: refusing every name but loopback and the ones
 * the user allowed keeps such a page from reading the inbox or driving the API through the user's browser.
 */
export function isAllowedHost(header: string | undefined, allowed: ReadonlySet<string>): boolean {
  const name = hostNameOf(header);
  return name !== null && (LOOPBACK_HOSTS.includes(name) || allowed.has(name));
}

/**
 * The CBOR values the software authenticator writes: WebAuthn attestation objects and COSE keys only need
 * integers, byte and text strings, arrays, maps, booleans and null (RFC 8949 section 3).
 */
export type CborValue =
  | number
  | string
  | Uint8Array
  | boolean
  | null
  | CborValue[]
  | Map<CborValue, CborValue>
  | { [key: string]: CborValue };

/** The initial byte and argument of a data item (RFC 8949 section 3): the shortest form that holds the value. */
function head(major: number, argument: number): number[] {
  const type = major << 5;
  if (argument < 24) return [type | argument];
  if (argument < 0x100) return [type | 24, argument];
  if (argument < 0x10000) return [type | 25, argument >> 8, argument & 0xff];
  if (argument < 0x100000000) return [type | 26, ...[24, 16, 8, 0].map((s) => (argument >>> s) & 0xff)];
  const big = BigInt(argument);
  return [type | 27, ...[56n, 48n, 40n, 32n, 24n, 16n, 8n, 0n].map((s) => Number((big >> s) & 0xffn))];
}

function encodeInto(value: CborValue, out: number[]): void {
  if (value === null) {
    out.push(0xf6);
  } else if (typeof value === 'boolean') {
    out.push(value ? 0xf5 : 0xf4);
  } else if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new Error('Only safe integers can be encoded.');
    // Major type 1 holds -1 - n (section 3.1).
    out.push(...(value >= 0 ? head(0, value) : head(1, -1 - value)));
  } else if (typeof value === 'string') {
    const bytes = new TextEncoder().encode(value);
    out.push(...head(3, bytes.length), ...bytes);
  } else if (value instanceof Uint8Array) {
    out.push(...head(2, value.length), ...value);
  } else if (Array.isArray(value)) {
    out.push(...head(4, value.length));
    for (const item of value) encodeInto(item, out);
  } else {
    const entries: [CborValue, CborValue][] = value instanceof Map ? [...value.entries()] : Object.entries(value);
    out.push(...head(5, entries.length));
    for (const [key, item] of entries) {
      encodeInto(key, out);
      encodeInto(item, out);
    }
  }
}

/**
 * Encodes a value as CBOR. Map entries keep their insertion order; callers that need the deterministic
 * order of RFC 8949 section 4.2.1 (COSE keys, attestation objects) insert them in that order.
 */
export function encodeCbor(value: CborValue): Uint8Array {
  const out: number[] = [];
  encodeInto(value, out);
  return Uint8Array.from(out);
}

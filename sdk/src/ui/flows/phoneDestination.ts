/**
 * The passcode destination shown for a phone: the dial code and the national format ("+1 (201) 555-0123"), or the
 * E.164 number when the typed number belongs to another country than the selected one.
 */
export function phoneDestination(callingCode: string, parsed: { number: string; national: string }): string {
  return parsed.number.startsWith(callingCode) ? `${callingCode} ${parsed.national}` : parsed.number;
}

/**
 * The authenticate page's heading that its `signingIn` text makes: the same words without the trailing ellipsis, so
 * a catalogue or a site that words one has the other in the same language.
 */
export function headingOf(signingIn: string): string {
  return signingIn.replace(/\s*(?:…|\.\.\.)\s*$/u, '');
}

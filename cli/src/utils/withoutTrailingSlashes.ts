/** The text without trailing slashes; a loop, as `/\/+$/` backtracks over a long run of slashes (quadratic time). */
export function withoutTrailingSlashes(text: string): string {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 0x2f) end -= 1;
  return text.slice(0, end);
}

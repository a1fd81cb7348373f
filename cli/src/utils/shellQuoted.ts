/**
 * A word for a POSIX shell, for a command line a user will copy: as it is when it is plain (letters, digits, `.`,
 * `_`, `/`, `-`), else in single quotes, inside which a shell expands nothing (`$(…)`, backticks, `;`, `&`), with a
 * quote written as `'\''`.
 */
export function shellQuoted(word: string): string {
  if (/^[A-Za-z0-9._/-]+$/.test(word)) return word;
  return `'${word.replace(/'/g, `'\\''`)}'`;
}

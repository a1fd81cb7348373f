/**
 * A WebDriver command that failed: the command, and the W3C error code and message the driver answered (or
 * `client timeout` / `no connection` when no answer came), so a failing test says which step broke and why.
 */
export class WebDriverError extends Error {
  override readonly name = 'WebDriverError';

  constructor(
    /** The command as sent, such as `POST /session/…/element`. */
    readonly command: string,
    /** The W3C error code (`no such element`, `javascript error`, …), or `client timeout` / `no connection`. */
    readonly error: string,
    message: string,
    /** The HTTP status of the answer; 0 when none came. */
    readonly status: number = 0,
    options?: ErrorOptions,
  ) {
    super(`${command}: ${error}: ${message}`, options);
  }
}

/**
 * The one error class of the emulator. A route throws it; the server turns it into the provider's error
 * shape: `status_code`, `error_type`, `error_message`, `error_url`, `request_id`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly type: string;

  constructor(status: number, type: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.type = type;
  }
}

/** One line of a schema error: where the input is wrong and why. */
export interface SchemaIssue {
  path: string;
  message: string;
}

/**
 * A request that does not match the call's schema. Serialised with a `body`, `params` or `query` key, which is
 * how a client tells it from an API error.
 */
export class SchemaError extends Error {
  readonly location: 'body' | 'params' | 'query';
  readonly issues: SchemaIssue[];

  constructor(location: 'body' | 'params' | 'query', issues: SchemaIssue[]) {
    super('Request does not match expected schema');
    this.name = 'SchemaError';
    this.location = location;
    this.issues = issues;
  }
}

/** Shorthands for the errors several routes share, so their types and texts stay the same everywhere. */
export const errors = {
  unauthorized: (message = 'The request was not authenticated: check the public token and session token.') =>
    new ApiError(401, 'unauthorized_credentials', message),
  sessionNotFound: () => new ApiError(404, 'session_not_found', 'Session could not be found.'),
  userNotFound: () => new ApiError(404, 'user_not_found', 'User could not be found.'),
  notFound: (type: string, what: string) => new ApiError(404, type, `${what} could not be found.`),
  badRequest: (type: string, message: string) => new ApiError(400, type, message),
};

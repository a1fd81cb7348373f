/** Headless entry: `@auth-widget/sdk`. Re-exports the client layer only; it never loads React. */
export * from './client/constants.ts';

/** One-tap messages shown to the integrator. */
export const oneTap = {
  'oneTap.frameTitle': 'Sign in with Google',
  'oneTap.continueAs': 'Continue as {name}',
  'oneTap.dismiss': 'Close the Google sign-in prompt',
  'oneTap.loading': 'Loading Google sign-in',
  'oneTap.originNotAllowed':
    'One Tap: the current host is not allowed for this project. Add {origin} to the allowed JavaScript origins of your Google Cloud console OAuth client, including http://localhost and its port variant (for example http://localhost:3000) for local development.',
  'oneTap.invalidClient':
    'One Tap: the OAuth client ID is not recognised. Check that the client ID in your provider dashboard matches the one in your Google Cloud console.',
  'oneTap.noOAuthConfig': 'One Tap: no OAuth client is configured for Google in this project.',
  'oneTap.noLoginRedirect':
    'One Tap: no login redirect URL is set. Set oauthOptions.loginRedirectURL in the widget config or a default login redirect URL in the project.',
  'oneTap.noSignupRedirect':
    'One Tap: no signup redirect URL is set. Set oauthOptions.signupRedirectURL in the widget config or a default signup redirect URL in the project.',
  'oneTap.defaultProviderNotAllowed': 'One Tap: the default OAuth provider of this project is not compatible with One Tap.',
} as const;

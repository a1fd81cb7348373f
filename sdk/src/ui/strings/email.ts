/** Email Confirmation. */
export const email = {
  'email.header': 'Check your email',
  'email.sentTo': 'An email was sent to {email}.',
  'email.openGmail': 'Open Gmail',
  'email.openYahoo': 'Open Yahoo',
  'email.openOutlook': 'Open Outlook',
  'email.newTab': '(opens in a new tab)',
  'email.webmailLabel': 'Open your email',
  'email.tryAgainPrompt': "Didn't get it?",
  'email.tryAgain': 'Try again',
  'email.resent': 'Email resent',
} as const;

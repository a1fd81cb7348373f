/** Password screens' texts. */
export const passwords = {
  'password.label': 'Password',
  'password.newPasswordLabel': 'New password',
  'password.emailLabel': 'Email',
  'password.show': 'Show password',
  'password.hide': 'Hide password',
  'password.continue': 'Continue',
  'password.invalidEmail': 'Invalid email address',
  // Password create-or-login, by password state type.
  'password.newHeader': 'Create your account',
  'password.newText': 'Finish creating your account by setting a password.',
  'password.loginHeader': 'Log in',
  'password.loginText': 'Enter your password to log in.',
  'password.passwordlessHeader': 'Log in',
  'password.passwordlessText': 'This account has no password yet: we are sending you a way to log in without one.',
  'password.passwordlessFailed': 'This account has no password yet. Log in without a password, or create one.',
  'password.forgot': 'Forgot Password',
  'password.loginWithoutPassword': 'Login without a password',
  'password.createInstead': 'Create a password instead',
  // Strength feedback.
  'password.strengthLabel': 'Password strength',
  'password.strengthValue': '{filled} of {total}',
  'password.requirementMet': 'Requirement met:',
  'password.requirementUnmet': 'Requirement not met:',
  'password.ludsLength': 'Must be at least {count} characters long',
  'password.ludsComplexity': 'Must contain {count} of the following: uppercase letter, lowercase letter, number, symbol',
  'password.breached':
    'This password may have been used on a different site that experienced a security issue. Please choose another password.',
  // Password Forgot.
  'password.forgotHeader': 'Forgot password?',
  'password.forgotText': 'A link to reset your password was sent to you at {email}.',
  'password.didntGetIt': 'Didn\u2019t get it?',
  'password.resendEmail': 'Resend email',
  'password.resent': 'Email resent',
  // Password Breached, Set New and Dedupe: the reset email went out.
  'password.breachedHeader': 'Check your email to set a new password',
  'password.breachedText':
    'A different site where you use the same password had a security issue recently. For your safety, an email was sent to you at {email} to reset your password.',
  'password.setNewHeader': 'Check your email!',
  'password.setNewText': 'A login link was sent to you at {email} to create a password for your account.',
  'password.dedupeHeader': 'Check your email to set a new password',
  'password.dedupeText':
    'We want to make sure your account is secure and that it\u2019s really you logging in! A login link was sent to you at {email}.',
  // Password Reset Form.
  'password.resetHeader': 'Set a new password',
  'password.resetText': 'Enter a new password for your account.',
  'password.loggingIn': 'Logging in',
  // Password Confirmation.
  'password.confirmationText': 'Success, you have successfully logged in.',
} as const;

/** OTP Authenticate and OTP Confirmation. */
export const otp = {
  'otp.header': 'Enter passcode',
  'otp.sentTo': 'A 6-digit passcode was sent to you at {destination}.',
  'otp.inputLabel': 'Digit {index} of 6',
  'otp.groupLabel': 'One-time passcode',
  'otp.expiresIn': 'Your code expires in {time}.',
  'otp.expired': 'Your code has expired.',
  'otp.resend': 'Resend code',
  'otp.resent': 'Code resent',
  'otp.verifying': 'Verifying passcode...',
  'otp.invalid': 'Invalid passcode, please try again.',
  'otp.successHeader': 'Success',
  'otp.successText': 'Your passcode has been successfully verified.',
  'otp.didNotGet': "Didn't get it?",
  // The countdown (`countdownText.ts`): the clock that fills otp.expiresIn's {time}, and the same time in words.
  'otp.countdown': '{minutes}:{seconds}',
  'otp.durationMinutes': '{count, plural, one {# minute} other {# minutes}}',
  'otp.durationSeconds': '{count, plural, one {# second} other {# seconds}}',
  'otp.duration': '{minutes} {seconds}',
} as const;

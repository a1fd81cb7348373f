/** The reCAPTCHA notice, shown under the form when bootstrap turns captcha on. */
export const captcha = {
  // Google's own wording, which its reCAPTCHA terms ask for when the floating badge is hidden.
  'captcha.notice': 'This site is protected by reCAPTCHA and the Google {privacy} and {terms} apply.',
  'captcha.privacy': 'Privacy Policy',
  'captcha.terms': 'Terms of Service',
} as const;

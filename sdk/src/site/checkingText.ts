/** The authenticate page's first text, which a React page renders (on a server too) before the rest of its code loads. */
export const CHECKING_TEXT = 'Checking your link…';

/** The authenticate page's heading in English, which a React page renders first too. */
export const HEADING_TEXT = 'Signing you in';

/** The authenticate page's first text, which a React page renders (on a server too) before the rest of its code loads. */
export const CHECKING_TEXT = 'Checking your link…';

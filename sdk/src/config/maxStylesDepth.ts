/**
 * How many keys deep a field of the widget's styles lies below `styles`, at most (`buttons.primary.backgroundColor`).
 * The checks of a styles object stop there and refuse anything deeper, so that a hostile or generated object nested
 * thousands of levels reports a usage error rather than overflowing the stack of a recursive walk.
 */
export const MAX_STYLES_DEPTH = 3;

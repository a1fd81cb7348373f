/** A spinner for buttons and screens that wait; hidden from screen readers (the busy state is on the button). */
export function Spinner() {
  return <span className="aw-spinner" aria-hidden="true" />;
}

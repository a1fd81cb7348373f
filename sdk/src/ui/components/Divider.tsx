/** A horizontal rule, optionally with a word in the middle ("or"). */
export function Divider({ text }: { text?: string }) {
  return (
    <div className="aw-divider" role="separator" data-plain={text ? undefined : ''}>
      {text ? <span>{text}</span> : null}
    </div>
  );
}

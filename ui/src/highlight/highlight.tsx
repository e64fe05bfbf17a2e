import { forwardRef, useMemo, type ComponentPropsWithoutRef } from 'react';
import { getHighlightChunks } from './highlight-logic';

export interface HighlightProps extends Omit<ComponentPropsWithoutRef<'span'>, 'children'> {
  text: string;
  /** Search words, as typed (split on whitespace) or as a list. */
  keywords: string | readonly string[];
  /** Props for every `<mark>`. */
  markProps?: ComponentPropsWithoutRef<'mark'>;
}

/** Renders `text` as text nodes with each keyword match wrapped in `<mark>`; never as HTML. */
export const Highlight = /*#__PURE__*/ forwardRef<HTMLSpanElement, HighlightProps>(function Highlight(
  { text, keywords, markProps, ...props },
  ref,
) {
  const chunks = useMemo(() => getHighlightChunks(text, keywords), [text, keywords]);
  return (
    <span {...props} ref={ref}>
      {chunks.map((chunk, i) =>
        chunk.match ? (
          <mark key={i} {...markProps}>
            {chunk.text}
          </mark>
        ) : (
          chunk.text
        ),
      )}
    </span>
  );
});

// `@hangjia/ui/highlight`: the highlight.
export { Highlight, type HighlightProps } from './highlight';
export { escapeRegExp, getHighlightChunks, splitKeywords, type HighlightChunk } from './highlight-logic';

import type { components } from '@hangjia/sdk';

export type ContentBlock = components['schemas']['ContentBlock'];

export interface TextLook {
  color?: string;
  bold: boolean;
  /** fontSize 2 is the larger size; 1 (or none) the normal one. */
  size: 'normal' | 'large';
  center: boolean;
}

const CSS_COLOR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]{3,20})$/i;

/** How a text block looks: its colour (only a plain CSS colour is taken), bold, size 1|2 and centring. */
export function textLook(block: Pick<ContentBlock, 'color' | 'strongText' | 'fontSize' | 'centerText'>): TextLook {
  const color = block.color?.trim();
  return {
    ...(color && CSS_COLOR.test(color) ? { color } : {}),
    bold: block.strongText === 1,
    size: block.fontSize === 2 ? 'large' : 'normal',
    center: block.centerText === 1,
  };
}

/** Blocks worth rendering: text with text, images and videos with a source. */
export function visibleBlocks(blocks: readonly ContentBlock[] | null | undefined): ContentBlock[] {
  return (blocks ?? []).filter((b) => (b.type === 'text' ? !!b.text?.trim() : b.type === 'img' || b.type === 'video' ? !!b.text : false));
}

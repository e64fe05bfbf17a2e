import { Highlight } from '@hangjia/ui';
import { textLook, visibleBlocks, type ContentBlock } from '../content-blocks-logic';
import * as styles from './content-blocks.css';
import { safeSrc } from '../../../lib/content/safe-href';

export interface ContentBlocksProps {
  blocks: readonly ContentBlock[] | null | undefined;
  /** Words to mark (the `key` of the URL, split on spaces). */
  keywords?: string;
  /**
   * The page's own content (an article): its first picture is asked for with the page, not when
   * layout finds it on the screen, as it is often the largest thing of the first screen (LCP).
   */
  lead?: boolean;
}

/**
 * An article's or an answer's content, rendered as React elements from the blocks (never as HTML):
 * text with its colour, bold, size and centring; images with their caption; videos with their poster.
 */
export function ContentBlocks({ blocks, keywords = '', lead = false }: ContentBlocksProps) {
  const visible = visibleBlocks(blocks);
  const first = lead ? visible.findIndex((block) => block.type === 'img') : -1;
  return (
    <div className={styles.content}>
      {visible.map((block, i) => {
        if (block.type === 'img') {
          return (
            <figure key={i} className={styles.figure} data-block="img">
              <img src={safeSrc(block.text)} alt={block.imgDesc ?? ''} className={styles.image} loading={i === first ? 'eager' : 'lazy'} width={960} height={540} />
              {block.imgDesc ? (
                <figcaption className={styles.caption}>
                  <Highlight text={block.imgDesc} keywords={keywords} markProps={{ className: styles.mark }} />
                </figcaption>
              ) : null}
            </figure>
          );
        }
        if (block.type === 'video') {
          return (
            <figure key={i} className={styles.figure} data-block="video">
              <video className={styles.video} src={safeSrc(block.text)} poster={safeSrc(block.videoImg)} controls preload="none" playsInline aria-label={block.imgDesc || '视频'} />
              {block.imgDesc ? <figcaption className={styles.caption}>{block.imgDesc}</figcaption> : null}
            </figure>
          );
        }
        const look = textLook(block);
        return (
          <p
            key={i}
            className={styles.text}
            data-block="text"
            data-size={look.size}
            data-bold={look.bold ? '' : undefined}
            data-center={look.center ? '' : undefined}
            style={look.color ? { color: look.color } : undefined}
          >
            {look.bold ? (
              <strong>
                <Highlight text={block.text ?? ''} keywords={keywords} markProps={{ className: styles.mark }} />
              </strong>
            ) : (
              <Highlight text={block.text ?? ''} keywords={keywords} markProps={{ className: styles.mark }} />
            )}
          </p>
        );
      })}
    </div>
  );
}

import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { expertHref, listSignature, showsReadCount } from '../../lib/content/expert';
import { readCount } from '../../lib/content/format';
import { topicTitle, type Topic } from '../../lib/content/topic';
import * as styles from './topic-feed.css';
import { thumbnailImage } from '../../lib/content/thumbnail';

export interface TopicFeedProps {
  topics: readonly Topic[];
  /** Leave the author out (a profile's own feed). */
  hideAuthor?: boolean;
  /** The accessible name of the list. */
  label?: string;
}

function summaryOf(topic: Topic): string | undefined {
  if (topic.type === 1) return topic.article?.shortContent;
  if (topic.type === 3) return topic.answer?.huidaContent ?? topic.answer?.wentiContent;
  return topic.document?.desc;
}

/**
 * A feed of topics (profiles, communities, specials): title, summary, cover, and the author line —
 * the signature only for auth 16, the read count only for auth 64.
 */
export function TopicFeed({ topics, hideAuthor = false, label }: TopicFeedProps) {
  return (
    <ol className={styles.list} aria-label={label}>
      {topics.map((topic) => {
        const summary = summaryOf(topic);
        const cover = topic.type === 1 ? topic.article?.cover : undefined;
        const signature = listSignature(topic.user);
        return (
          <li key={topic.id} className={styles.item}>
            <div className={styles.body}>
              <Link to={paths.topic(topic.id)} className={styles.title}>
                {topic.type === 3 ? <span className={styles.kind}>问答</span> : null}
                {topicTitle(topic)}
              </Link>
              {summary ? <p className={styles.summary}>{summary}</p> : null}
              <p className={styles.meta}>
                {hideAuthor ? null : (
                  <Link to={expertHref(topic.user)} className={styles.author}>
                    {topic.user.name}
                  </Link>
                )}
                {!hideAuthor && signature ? <span className={styles.signature}>{signature}</span> : null}
                <span>{topic.timeToShow}</span>
                {showsReadCount(topic.user) ? <span>阅读 {readCount(topic.readNum)}</span> : null}
              </p>
            </div>
            {cover ? <img className={styles.cover} {...thumbnailImage(cover, 160, 90)} alt="" loading="lazy" width={160} height={90} /> : null}
          </li>
        );
      })}
    </ol>
  );
}

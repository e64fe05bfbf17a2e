import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { hotTopicTitle, topicTitle, type Topic } from '../../../lib/content/topic';
import type { components } from '@hangjia/sdk';
import * as styles from './topic-list.css';
import { thumbnailImage } from '../../../lib/content/thumbnail';

type TopTopic = components['schemas']['TopTopic'];

export interface TopicListProps {
  pinned?: readonly TopTopic[];
  topics: readonly Topic[];
  /** `rich`: cover and summary (news page); `compact`: one line per topic (home). */
  variant?: 'rich' | 'compact';
  /** The daily hot list: numbered, Q&As titled by their question. */
  hot?: boolean;
}

function Meta({ topic }: { topic: Topic }) {
  const showReads = topic.user.auths?.includes(64);
  return (
    <p className={styles.meta}>
      <span>{topic.user.name}</span>
      <span>{topic.timeToShow}</span>
      {showReads ? <span>阅读 {topic.readNum}</span> : null}
      {topic.labels?.slice(0, 3).map((label) => (
        <span key={label} className={styles.label}>
          {label}
        </span>
      ))}
    </p>
  );
}

/** A news list: pinned top topics first, then the topics. */
export function TopicList({ pinned = [], topics, variant = 'compact', hot = false }: TopicListProps) {
  return (
    <ol className={hot ? styles.hotList : styles.list}>
      {pinned.map((top) => (
        <li key={`top-${top.topicId}`} className={styles.item}>
          <Link to={paths.topic(top.topicId)} className={styles.title}>
            <span className={styles.pin}>置顶</span>
            {top.title.replace(/^【置顶】/, '')}
          </Link>
        </li>
      ))}
      {topics.map((topic, i) => {
        const title = hot ? hotTopicTitle(topic) : topicTitle(topic);
        const cover = variant === 'rich' && topic.type === 1 ? topic.article?.cover : undefined;
        return (
          <li key={topic.id} className={variant === 'rich' ? styles.richItem : styles.item}>
            {hot ? <span className={i < 3 ? styles.rankTop : styles.rank}>{i + 1}</span> : null}
            <div className={styles.body}>
              <Link to={paths.topic(topic.id)} className={styles.title}>
                {title}
              </Link>
              {variant === 'rich' && topic.type === 1 && topic.article?.shortContent ? (
                <p className={styles.summary}>{topic.article.shortContent}</p>
              ) : null}
              {variant === 'rich' || !hot ? <Meta topic={topic} /> : null}
            </div>
            {cover ? <img className={styles.cover} {...thumbnailImage(cover, 160, 90)} alt="" loading="lazy" width={160} height={90} /> : null}
          </li>
        );
      })}
    </ol>
  );
}

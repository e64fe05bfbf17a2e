import { Highlight } from '@hangjia/ui';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { topicTitle, type Topic } from '../../../lib/content/topic';
import * as styles from './result-list.css';

/** Search results: titles and summaries with the keywords marked; each opens its topic with the keywords. */
export function ResultList({ topics, keyword }: { topics: readonly Topic[]; keyword: string }) {
  return (
    <ol className={styles.list}>
      {topics.map((topic) => {
        const summary = topic.type === 1 ? topic.article?.shortContent : topic.answer?.huidaContent ?? topic.answer?.wentiContent;
        return (
          <li key={topic.id} className={styles.item}>
            <Link to={paths.topic(topic.id, keyword)} className={styles.title}>
              <Highlight text={topicTitle(topic)} keywords={keyword} markProps={{ className: styles.mark }} />
            </Link>
            {summary ? (
              <p className={styles.summary}>
                <Highlight text={summary} keywords={keyword} markProps={{ className: styles.mark }} />
              </p>
            ) : null}
            <p className={styles.meta}>
              <span>{topic.user.name}</span>
              <span>{topic.timeToShow}</span>
              {topic.type === 3 ? <span className={styles.kind}>问答</span> : null}
            </p>
          </li>
        );
      })}
    </ol>
  );
}

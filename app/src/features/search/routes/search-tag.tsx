import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { Loading } from '../../../components/page-layout/loading';
import { paths } from '../../../config/paths';
import { expertLine } from '../../../lib/content/topic';
import { ResultList } from '../components/result-list';
import { keywordOf, useSearchQueries } from '../search-queries';
import * as styles from './search.css';
import { failedWithoutData } from '../../../lib/scope/query-errors';
import { thumbnailImage } from '../../../lib/content/thumbnail';

/** /searchTag?q=: the users and topics of a tag. */
export function SearchTagPage() {
  const searchQueries = useSearchQueries();
  const [params] = useSearchParams();
  const keyword = keywordOf(params.get('q'));
  const { data, isPending } = useQuery({ ...searchQueries.tag(keyword), enabled: keyword !== '', throwOnError: failedWithoutData });
  const users = data?.users ?? [];
  const topics = data?.topics ?? [];
  return (
    <div className={styles.page}>
      <section className={styles.panel} aria-labelledby="tag-title">
        <h1 id="tag-title" className={styles.title}>
          标签：{keyword}
        </h1>
        {keyword && isPending ? (
          <Loading className={styles.empty} />
        ) : null}
        {users.length ? (
          <section className={styles.section} aria-labelledby="tag-users">
            <h2 id="tag-users" className={styles.subtitle}>
              相关行家
            </h2>
            <ul className={styles.users}>
              {users.map((user) => (
                <li key={user.id}>
                  <Link to={paths.user(user.id)} className={styles.user}>
                    <img {...thumbnailImage(user.icon, 48, 48)} alt="" className={styles.avatar} width={48} height={48} loading="lazy" />
                    <span className={styles.userText}>
                      <span className={styles.userName}>{user.name}</span>
                      <span className={styles.userLine}>{expertLine(user)}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {topics.length ? (
          <section className={styles.section} aria-labelledby="tag-topics">
            <h2 id="tag-topics" className={styles.subtitle}>
              相关话题
            </h2>
            <ResultList topics={topics} keyword={keyword} />
          </section>
        ) : null}
        {!isPending && !users.length && !topics.length ? <p className={styles.empty}>暂无相关内容</p> : null}
      </section>
    </div>
  );
}

// What the router takes of this route module (config/paths.ts names it): the page and its loader.
export { SearchTagPage as Component };
export { searchTagLoader as loader } from './search.loader';

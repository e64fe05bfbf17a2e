import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import * as layout from '../../../components/page-layout/page-layout.css';
import { TopicFeed } from '../../../components/topic-feed/topic-feed';
import { parseId } from '../../../lib/scope/route-id';
import { useContentQueries } from '../content-queries';
import { specialSections } from '../special';
import * as styles from './special.css';
import { failedWithoutData } from '../../../lib/scope/query-errors';
import { safeSrc } from '../../../lib/content/safe-href';

/** /special/{id}: title, introduction (daodu), its articles (type 1) and its Q&As (type 3). */
export function SpecialPage() {
  const contentQueries = useContentQueries();
  const id = parseId(useParams().id)!;
  const { data: special } = useQuery({ ...contentQueries.special(id), throwOnError: failedWithoutData });
  const { articles, answers } = specialSections(special ?? {});
  return (
    <div className={layout.page}>
      <header className={styles.banner}>
        {special?.zhuanti?.img ? <img src={safeSrc(special.zhuanti.img)} alt="" className={styles.bannerImage} width={1200} height={300} /> : null}
        <div className={styles.bannerText}>
          <span className={styles.kind}>专题</span>
          <h1 className={styles.title}>{special?.title ?? ''}</h1>
          {special?.daodu ? (
            <p className={styles.daodu}>
              <span className={styles.daoduLabel}>导读</span>
              {special.daodu}
            </p>
          ) : null}
        </div>
      </header>
      <section className={layout.panel} aria-labelledby="special-articles">
        <h2 id="special-articles" className={styles.heading}>
          文章
        </h2>
        {articles.length ? <TopicFeed topics={articles} /> : <p className={layout.status}>暂无文章</p>}
      </section>
      <section className={layout.panel} aria-labelledby="special-answers">
        <h2 id="special-answers" className={styles.heading}>
          问答
        </h2>
        {answers.length ? <TopicFeed topics={answers} /> : <p className={layout.status}>暂无问答</p>}
      </section>
    </div>
  );
}

// What the router takes of this route module (config/paths.ts names it): the page and its loader.
export { SpecialPage as Component };
export { specialLoader as loader } from './specials.loader';

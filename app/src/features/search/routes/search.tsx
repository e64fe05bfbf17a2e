import { useSearch } from '@hangjia/sdk/react';
import { LoadMoreRoot, LoadMoreStatus, LoadMoreTrigger } from '@hangjia/ui';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { SearchBox } from '../../../components/search-box/search-box';
import { ResultList } from '../components/result-list';
import { keywordOf, SEARCH_LIMIT } from '../search-queries';
import * as styles from './search.css';

/** /search?q=: the results of the keywords, 20 more at a time. */
export function SearchPage() {
  const [params] = useSearchParams();
  const keyword = keywordOf(params.get('q'));
  return (
    <div className={styles.page}>
      <section className={styles.panel} aria-labelledby="search-title">
        <h1 id="search-title" className={styles.title}>
          搜索结果
        </h1>
        <SearchBox key={keyword} to={paths.search} defaultValue={keyword} className={styles.box} />
        {keyword ? <Results keyword={keyword} /> : <p className={styles.empty}>请输入关键词</p>}
      </section>
    </div>
  );
}

function Results({ keyword }: { keyword: string }) {
  // The same params as `searchData.results`, so the loader's first page is reused.
  const query = useSearch({ key: keyword, type: 1, limit: SEARCH_LIMIT });
  const topics = query.items;
  if (query.isPending) {
    return (
      <p className={styles.empty} role="status">
        加载中…
      </p>
    );
  }
  if (!topics.length) return <p className={styles.empty}>没有找到与“{keyword}”相关的内容</p>;
  return (
    <>
      <p className={styles.summary}>
        与“<Link to={paths.searchTag(keyword)}>{keyword}</Link>”相关的内容
      </p>
      <LoadMoreRoot
        resetKey={keyword}
        hasMore={query.hasNextPage}
        labels={{ error: '加载更多' }}
        onLoadMore={async () => {
          const next = await query.fetchNextPage();
          return next.hasNextPage;
        }}
      >
        <ResultList topics={topics} keyword={keyword} />
        <div className={styles.more}>
          <LoadMoreTrigger className={styles.moreButton} />
          <LoadMoreStatus className={styles.visuallyHidden} />
        </div>
      </LoadMoreRoot>
    </>
  );
}

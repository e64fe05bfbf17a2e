import { search } from '@hangjia/sdk/operations';
import { withListItems } from '@hangjia/sdk/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { LoadMoreList } from '../../../components/load-more-list/load-more-list';
import { SearchBox } from '../../../components/search-box/search-box';
import { Loading } from '../../../components/page-layout/loading';
import { ResultList } from '../components/result-list';
import { keywordOf, searchTypeOf, searchTypes, useSearchQueries, type SearchType } from '../search-queries';
import * as styles from './search.css';

/** /search?q=: the results of the keywords, 20 more at a time. */
export function SearchPage() {
  const [params] = useSearchParams();
  const keyword = keywordOf(params.get('q'));
  const type = searchTypeOf(params.get('type'));
  return (
    <div className={styles.page}>
      <section className={styles.panel} aria-labelledby="search-title">
        <h1 id="search-title" className={styles.title}>
          搜索结果
        </h1>
        <SearchBox key={keyword} to={paths.search} defaultValue={keyword} className={styles.box} />
        {keyword ? (
          <>
            <nav className={styles.types} aria-label="搜索类型">
              {searchTypes.map((option) => (
                <Link
                  key={option.type}
                  to={paths.search(keyword, option.type)}
                  className={styles.type}
                  aria-current={option.type === type ? 'page' : undefined}
                  replace
                >
                  {option.label}
                </Link>
              ))}
            </nav>
            <Results keyword={keyword} type={type} />
          </>
        ) : (
          <p className={styles.empty}>请输入关键词</p>
        )}
      </section>
    </div>
  );
}

function Results({ keyword, type }: { keyword: string; type: SearchType }) {
  // The loader's first page is reused: the same query options.
  const query = withListItems(useInfiniteQuery(useSearchQueries().results(keyword, type)), search);
  const topics = query.items;
  if (query.isPending) {
    return <Loading className={styles.empty} />;
  }
  if (!topics.length) return <p className={styles.empty}>没有找到与“{keyword}”相关的内容</p>;
  return (
    <>
      <p className={styles.summary}>
        与“<Link to={paths.searchTag(keyword)}>{keyword}</Link>”相关的内容
      </p>
      <LoadMoreList list={query} resetKey={`${type}:${keyword}`}>
        <ResultList topics={topics} keyword={keyword} />
      </LoadMoreList>
    </>
  );
}

// What the router takes of this route module (config/paths.ts names it): the page and its loader.
export { SearchPage as Component };
export { searchLoader as loader } from './search.loader';

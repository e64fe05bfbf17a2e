import { PagerNext, PagerPages, PagerPrevious, PagerRoot } from '@hangjia/ui';
import type { components } from '@hangjia/sdk';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { safeHref } from '../../../lib/content/safe-href';
import { ARTICLES_PAGE_SIZE, monthFigures, pageOf } from '../sc-articles';
import { useScQueries } from '../sc-queries';
import * as styles from './person.css';
import { QueryState } from './query-state';

type Month = components['schemas']['ScArticleMonth'];

/** My articles by month: count, total and average reads, and the articles 10 a page. */
export function ArticleTab({ author }: { author: string }) {
  const months = useQuery({ ...useScQueries().myArticles(author), enabled: !!author });
  const list = months.data ?? [];
  if (!author) return <p className={styles.noLogo}>未获取到作者信息，请重新登录供应链系统</p>;
  return (
    <QueryState query={months} empty={list.length === 0 && '暂无文章'}>
      {list.map((m) => (
        <ArticleMonth key={m.time} month={m} />
      ))}
    </QueryState>
  );
}

function ArticleMonth({ month }: { month: Month }) {
  const [page, setPage] = useState(1);
  // The figures are computed from the rows, so they always agree with the table.
  const figures = monthFigures(month.datas.map((d) => d.num));
  const current = pageOf(month.datas, page);
  const id = `sc-month-${month.time}`;
  return (
    <section className={styles.month} aria-labelledby={id}>
      <div className={styles.monthHead}>
        <h3 id={id} className={styles.company}>
          {month.time}
        </h3>
        <span>文章数 {figures.count}</span>
        <span>总阅读数 {figures.total}</span>
        <span>平均阅读数 {figures.average}</span>
      </div>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">标题</th>
              <th scope="col">关联客户</th>
              <th scope="col">作者</th>
              <th scope="col">发布日期</th>
              <th scope="col">服务类型</th>
              <th scope="col">阅读数</th>
            </tr>
          </thead>
          <tbody>
            {current.rows.map((a, i) => {
              const href = safeHref(a.url);
              return (
                <tr key={`${a.url}-${i}`}>
                  <td>
                    {href ? (
                      <a href={href} target="_blank" rel="noopener noreferrer">
                        {a.title}
                      </a>
                    ) : (
                      a.title
                    )}
                  </td>
                  <td>{(a.serviceCompanys ?? []).join('、') || '—'}</td>
                  <td>{a.author}</td>
                  <td>{a.date}</td>
                  <td>{a.serviceType || '—'}</td>
                  <td>{a.num}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {current.pages > 1 ? (
        <PagerRoot className={styles.pager} page={current.page} onPageChange={setPage} total={month.datas.length} pageSize={ARTICLES_PAGE_SIZE}>
          <PagerPrevious />
          <PagerPages />
          <PagerNext />
        </PagerRoot>
      ) : null}
    </section>
  );
}

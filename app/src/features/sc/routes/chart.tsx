import { listCharts } from '@hangjia/sdk/operations';
import { withListItems } from '@hangjia/sdk/react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { components } from '@hangjia/sdk';
import { InfiniteScrollRoot, LoadMoreStatus, LoadMoreTrigger } from '@hangjia/ui';
import { useId, useState, type KeyboardEvent } from 'react';
import { dateOnly } from '../../../lib/content/format';
import { ScShell } from '../components/sc-shell';
import { QueryState } from '../components/query-state';
import { ChartPreviewDialog } from '../components/chart-preview-dialog';
import { chartKeyword, firstScreenHasMore, mergeById } from '../chart-list';
import { useScQueries } from '../sc-queries';
import * as layout from '../../../components/page-layout/page-layout.css';
import * as styles from '../components/data-pages.css';
import { fluidThumbnail } from '../../../lib/content/thumbnail';

/** The charts' width: three columns, two on a tablet, one on a phone. */
const CHART_SIZES = '(max-width: 767px) 100vw, (max-width: 1023px) 50vw, 380px';

type Chart = components['schemas']['Chart'];

/** /sc/chart: industry charts, the latest or by keyword, with a preview. */
export function ScChartPage() {
  return (
    <ScShell>
      <ChartView />
    </ScShell>
  );
}

function ChartView() {
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const inputId = useId();
  const panelId = useId();

  const search = (value: string) => setKeyword(chartKeyword(value));
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      search(text);
    }
  };
  const showLatest = () => {
    setText('');
    setKeyword('');
  };

  return (
    <section className={styles.panel} aria-labelledby="sc-chart-title">
      <div className={styles.head}>
        <h1 id="sc-chart-title" className={styles.heading}>
          产业图表
        </h1>
        <div role="search" className={styles.search}>
          <label htmlFor={inputId} className={styles.muted}>
            搜索图表
          </label>
          <input
            id={inputId}
            className={styles.searchInput}
            type="search"
            enterKeyHint="search"
            placeholder="输入关键词，按回车搜索"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              // Clearing the box (by hand or with its clear button) shows the latest again.
              if (event.target.value === '') search('');
            }}
            onKeyDown={onKeyDown}
          />
        </div>
      </div>
      <div role="tablist" aria-label="图表" className={styles.tabs}>
        <button type="button" role="tab" id={`${panelId}-latest`} aria-selected={keyword === ''} aria-controls={panelId} className={styles.tab} onClick={showLatest}>
          最新
        </button>
        {keyword ? (
          <button type="button" role="tab" id={`${panelId}-search`} aria-selected aria-controls={panelId} className={styles.tab}>
            “{keyword}”的搜索结果
          </button>
        ) : null}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={keyword ? `${panelId}-search` : `${panelId}-latest`}>
        {/* A new keyword starts over: page 1, no items. */}
        <ChartList key={keyword} keyword={keyword} />
      </div>
    </section>
  );
}

function ChartList({ keyword }: { keyword: string }) {
  const scQueries = useScQueries();
  const first = useQuery({ ...scQueries.firstCharts(keyword), retry: false });
  // The pages after the first screen: 18 a page from page 1 again, fetched only on demand and
  // forgotten with this list, so coming back to a keyword starts at its first screen.
  const more = withListItems(useInfiniteQuery({ ...scQueries.moreCharts(keyword), enabled: false, retry: false, gcTime: 0 }), listCharts);
  const [preview, setPreview] = useState<Chart | null>(null);

  const firstItems = first.data?.data;
  const items = mergeById(firstItems, more.items);
  const startMore = firstScreenHasMore(first.data?.total, firstItems?.length ?? 0);

  return (
    <QueryState query={first}>
      {items.length === 0 ? <p className={styles.status}>{keyword ? `没有找到与“${keyword}”相关的图表` : '暂无图表'}</p> : null}
      <InfiniteScrollRoot
        hasMore={startMore}
        labels={{ error: '加载失败，点击重试' }}
        onLoadMore={async () => {
          const next = await more.fetchNextPage();
          if (next.isError) throw next.error;
          return next.hasNextPage;
        }}
      >
        <ul className={styles.chartGrid} aria-label="图表列表">
          {items.map((chart) => (
            <li key={chart.id}>
              <button type="button" className={styles.chartCard} aria-haspopup="dialog" onClick={() => setPreview(chart)}>
                <img className={styles.chartImg} {...fluidThumbnail(chart.img, 735, CHART_SIZES, 4 / 3)} alt="" loading="lazy" />
                <span className={styles.chartTitle}>{chart.title}</span>
                <span className={styles.chartDate}>{dateOnly(chart.date)}</span>
              </button>
            </li>
          ))}
        </ul>
        <div className={styles.more}>
          <LoadMoreTrigger className={styles.moreButton} />
          <LoadMoreStatus className={layout.visuallyHidden} />
        </div>
      </InfiniteScrollRoot>
      <ChartPreviewDialog chart={preview} onOpenChange={(open) => (!open ? setPreview(null) : undefined)} />
    </QueryState>
  );
}

// What the router takes of this route module (config/paths.ts names it): the page.
export { ScChartPage as Component };

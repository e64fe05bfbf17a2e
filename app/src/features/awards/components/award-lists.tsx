import type { components } from '@hangjia/sdk';
import { Loading } from '../../../components/page-layout/loading';
import { useAwardLists } from './use-award-data';
import * as styles from './awards.css';

type AwardYear = components['schemas']['AwardYear'];
type AwardGroup = components['schemas']['AwardGroup'];

/** 'short name｜full name' → both parts (a name without the bar is its own short name). */
export function splitCompany(entry: string): { short: string; full: string | null } {
  const [short, ...rest] = entry.split('｜');
  return { short: short!.trim(), full: rest.length ? rest.join('｜').trim() : null };
}

/** The groups of award blocks: companies and products in parallel lists when `showproduct`, else short｜full names. */
export function AwardLists({ blocks, headingLevel = 3 }: { blocks: readonly AwardYear[]; headingLevel?: 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.lists}>
      {blocks.flatMap((block) =>
        block.groups.map((group) => (
          <article key={`${block.name}-${group.name}`} className={styles.listCard}>
            <Heading className={styles.listTitle}>{group.name}</Heading>
            {block.showproduct === 1 ? <ProductList group={group} /> : <CompanyList group={group} />}
          </article>
        )),
      )}
    </div>
  );
}

/** The order of the 2023 and 2024 pages: the product lists, then the top-10 lists. */
const PRODUCTS_THEN_TOP10 = ['products', 'top10'] as const;

/**
 * A year's winners: its product lists (showproduct 1) and its top-10 lists, in the order of `parts`
 * (one of them alone on the 2021 page's tabs); 名单整理中 while they have none.
 */
export function Winners({ year, parts = PRODUCTS_THEN_TOP10 }: { year: number; parts?: readonly ('products' | 'top10')[] }) {
  const lists = useAwardLists(year);
  if (lists.isPending) return <Loading />;
  const blocks = parts.flatMap((part) => lists[part]);
  return blocks.length ? <AwardLists blocks={blocks} /> : <p className={styles.muted}>名单整理中</p>;
}

function ProductList({ group }: { group: AwardGroup }) {
  return (
    <div className={styles.parallel}>
      <ol className={styles.column} aria-label={`${group.name} 获奖企业`}>
        <li className={styles.columnHead} aria-hidden>
          企业
        </li>
        {group.companys.map((company, i) => (
          <li key={`${company}-${i}`} className={styles.row}>
            <span className={styles.rank}>{i + 1}</span>
            {company}
          </li>
        ))}
      </ol>
      <ol className={styles.column} aria-label={`${group.name} 获奖产品`}>
        <li className={styles.columnHead} aria-hidden>
          产品
        </li>
        {group.companys.map((company, i) => (
          <li key={`${company}-${i}`} className={styles.row}>
            {group.products?.[i] ?? '—'}
          </li>
        ))}
      </ol>
    </div>
  );
}

function CompanyList({ group }: { group: AwardGroup }) {
  return (
    <ol className={styles.companies}>
      {group.companys.map((entry, i) => {
        const { short, full } = splitCompany(entry);
        return (
          <li key={`${entry}-${i}`} className={styles.row}>
            <span className={styles.rank}>{i + 1}</span>
            <span>
              <strong>{short}</strong>
              {full ? <span className={styles.full}>｜{full}</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

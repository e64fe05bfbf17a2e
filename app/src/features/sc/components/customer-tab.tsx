import { useQuery } from '@tanstack/react-query';
import { scLinks } from '../sc-links';
import { useScQueries } from '../sc-queries';
import * as styles from './person.css';
import { QueryState } from './query-state';
import { thumbnail } from '../../../lib/content/thumbnail';
import { safeSrc } from '../../../lib/content/safe-href';

/**
 * A logo takes its size from the picture (at most the card's width, about 280 px, and 56 px high):
 * one picture at twice that width rather than a srcset, whose 2× candidate would show at half its
 * size where the host sends a logo smaller than asked.
 */
const logoSrc = (url: string) => safeSrc(thumbnail(url, 560));

/** My clients: logos (or '暂无 Logo' and the short name), each opening the CRM company page. */
export function CustomerTab({ account }: { account: string }) {
  const clients = useQuery({ ...useScQueries().myClients(account), enabled: !!account });
  const list = clients.data ?? [];
  return (
    <QueryState query={clients} empty={list.length === 0 && '暂无客户'}>
      <ul className={styles.logoGrid} aria-label="我的客户">
        {list.map((c) => (
          <li key={c.id}>
            <a className={styles.logoCard} href={scLinks.crmCompany(c.id, account)} target="_blank" rel="noopener noreferrer" title={c.name}>
              {c.logo ? (
                <img className={styles.logoImg} src={logoSrc(c.logo)} alt={c.sn} loading="lazy" />
              ) : (
                <>
                  <span className={styles.noLogo}>暂无 Logo</span>
                  <span>{c.sn}</span>
                </>
              )}
            </a>
          </li>
        ))}
      </ul>
    </QueryState>
  );
}

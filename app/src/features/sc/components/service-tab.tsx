import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '@hangjia/ui';
import type { components } from '@hangjia/sdk';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { scLinks } from '../sc-links';
import { useScQueries } from '../sc-queries';
import { itemLabel, ownItemsFirst, serviceStatusTabs } from '../sc-services';
import * as styles from './person.css';
import { QueryState } from './query-state';
import * as sc from './sc.css';
import { ServiceDetailDialog } from './service-detail/service-detail-dialog';

type Project = components['schemas']['ServiceProject'];
type Issue = components['schemas']['ServiceIssue'];
type Status = 1 | 2 | 3;

/** My service projects by status: company cards with their items, mine first; an item opens its detail. */
export function ServiceTab({ account }: { account: string }) {
  const [type, setType] = useState<Status>(1);
  const [openItem, setOpenItem] = useState<Issue | null>(null);
  const projects = useQuery({ ...useScQueries().serviceProjects(account, type), enabled: !!account, placeholderData: keepPreviousData });
  const data = projects.data;
  const list = data?.datas ?? [];
  return (
    <TabsRoot value={String(type)} onValueChange={(v) => setType(Number(v) as Status)}>
      <div className={styles.toolbar}>
        <TabsList className={styles.subTabList} aria-label="服务状态">
          {serviceStatusTabs.map((t) => (
            <TabsTrigger key={t.type} value={String(t.type)} count={data ? data[t.count] : null}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {account ? (
          <Link className={styles.extLink} to={paths.scMyService(account)}>
            客户服务进度
          </Link>
        ) : null}
      </div>
      {serviceStatusTabs.map((t) => (
        <TabsContent key={t.type} value={String(t.type)}>
          {t.type === type ? (
            <QueryState query={projects} empty={list.length === 0 && '暂无服务项目'}>
              <div className={styles.cards} aria-busy={projects.isPlaceholderData || undefined}>
                {list.map((p) => (
                  <ProjectCard key={p.projectCode} project={p} account={account} onOpen={setOpenItem} />
                ))}
              </div>
            </QueryState>
          ) : null}
        </TabsContent>
      ))}
      {openItem ? (
        <ServiceDetailDialog itemId={openItem.id} open onOpenChange={(open) => !open && setOpenItem(null)} />
      ) : null}
    </TabsRoot>
  );
}

function ProjectCard({ project, account, onOpen }: { project: Project; account: string; onOpen: (item: Issue) => void }) {
  const { own, others } = ownItemsFirst(project.issues, account);
  const headingId = `sc-project-${project.projectCode}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        <h3 id={headingId} className={styles.company} title={project.company.fullName}>
          {project.company.name}
        </h3>
        <span className={sc.muted}>合同 {project.projectCode}</span>
        <span className={sc.muted}>{project.bindServiceName}</span>
        <span className={sc.muted}>
          {project.startTime} 至 {project.endTime}
        </span>
        {project.company.owner.length > 0 ? <span className={sc.muted}>销售 {project.company.owner.join('、')}</span> : null}
        <a
          className={styles.extLink}
          href={scLinks.crmCompany(project.company.id, account)}
          target="_blank"
          rel="noopener noreferrer"
          style={{ marginLeft: 'auto' }}
        >
          CRM 公司页
        </a>
      </div>
      <ul className={styles.items}>
        {[...own.map((i) => [i, true] as const), ...others.map((i) => [i, false] as const)].map(([item, mine]) => (
          <li key={item.id}>
            <button type="button" className={styles.item} data-own={mine ? '' : undefined} aria-haspopup="dialog" onClick={() => onOpen(item)}>
              <span className={styles.itemName}>{itemLabel(item)}</span>
              <span className={sc.muted}>
                {mine ? <span className={styles.badge}>我的</span> : null} 执行人 {item.executor.join('、') || '—'} · 完成 {item.completed}/
                {item.total}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </article>
  );
}

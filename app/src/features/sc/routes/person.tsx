import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '@hangjia/ui';
import { useState } from 'react';
import { ArticleTab } from '../components/article-tab';
import { CustomerTab } from '../components/customer-tab';
import * as styles from '../components/person.css';
import { ReportGrid } from '../components/report-grid';
import * as sc from '../components/sc.css';
import { ScShell } from '../components/sc-shell';
import { ServiceTab } from '../components/service-tab';
import { scLinks } from '../sc-links';
import { defaultPersonTab, personTabs, visiblePersonTabs, type PersonTab } from '../sc-person';
import { clearScLogin, scProfile, type ScProfile } from '../sc-session';
import { useSessionStore } from '@hangjia/sdk/react';

/** /sc/person: the head and the tabs of the user's roles. */
export function ScPersonPage() {
  return (
    <ScShell>
      <PersonView />
    </ScShell>
  );
}

function PersonView() {
  const session = useSessionStore();
  const [profile] = useState(() => scProfile(session));
  if (!profile) return null;
  const roles = profile.scRoles ?? [];
  return (
    <>
      <PersonHead profile={profile} />
      {roles.length > 0 ? (
        <PersonTabs profile={profile} />
      ) : (
        <section className={styles.panel}>
          <p>当前账号没有供应链角色，无法查看服务、客户与报告。</p>
          <button
            type="button"
            className={sc.ghost}
            onClick={() => {
              clearScLogin(session);
              window.location.reload();
            }}
          >
            重新登录供应链系统
          </button>
        </section>
      )}
    </>
  );
}

function PersonHead({ profile }: { profile: ScProfile }) {
  const account = profile.account;
  return (
    <header className={styles.head}>
      <div className={styles.who}>
        <h1 className={styles.name}>{profile.name || account || '供应链用户'}</h1>
        <p className={styles.meta}>
          {profile.job ? <span>{profile.job}</span> : null}
          {profile.company ? <span>{profile.company}</span> : null}
          {profile.isMember && profile.memberEndTime ? (
            <span className={styles.member}>会员有效期至 {profile.memberEndTime}</span>
          ) : null}
        </p>
      </div>
      {account ? (
        <nav className={styles.links} aria-label="外部系统">
          <a className={styles.extLink} href={scLinks.crmServices(account)} target="_blank" rel="noopener noreferrer">
            CRM 服务列表
          </a>
          <a className={styles.extLink} href={scLinks.crmCompanies(account)} target="_blank" rel="noopener noreferrer">
            CRM 公司列表
          </a>
          <a className={styles.extLink} href={scLinks.adminReadInfo(account)} target="_blank" rel="noopener noreferrer">
            阅读数据
          </a>
        </nav>
      ) : null}
    </header>
  );
}

function PersonTabs({ profile }: { profile: ScProfile }) {
  const roles = profile.scRoles ?? [];
  const visible = visiblePersonTabs(roles);
  const [tab, setTab] = useState<PersonTab>(() => defaultPersonTab(roles) ?? visible[0]!);
  const account = profile.account ?? '';
  return (
    <TabsRoot className={styles.panel} value={tab} onValueChange={(v) => setTab(v as PersonTab)}>
      <TabsList className={styles.tabList} aria-label="我的供应链">
        {personTabs
          .filter((t) => visible.includes(t.value))
          .map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
      </TabsList>
      {visible.includes('service') ? (
        <TabsContent value="service">
          <ServiceTab account={account} />
        </TabsContent>
      ) : null}
      {visible.includes('article') ? (
        <TabsContent value="article">
          <ArticleTab author={profile.name ?? ''} />
        </TabsContent>
      ) : null}
      {visible.includes('customer') ? (
        <TabsContent value="customer">
          <CustomerTab account={account} />
        </TabsContent>
      ) : null}
      {visible.includes('report') ? (
        <TabsContent value="report">
          <ReportGrid userId={profile.id} account={account} />
        </TabsContent>
      ) : null}
    </TabsRoot>
  );
}

// What the router takes of this route module (config/paths.ts names it): the page.
export { ScPersonPage as Component };

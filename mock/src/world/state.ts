// The sample world the backend serves: built from the same seeded collections as the contract's
// examples (openapi/samples), split into what never changes (the seed) and what a session may
// write (State, copied for a session on its first write).
import { createSamples, type Samples } from '@hangjia/openapi/samples';
import { sampleDate, sampleDateTime } from '@hangjia/openapi/samples/kit';
import type { components } from '@hangjia/sdk';

type S = components['schemas'];
export type Topic = S['Topic'];
export type UserSummary = S['UserSummary'];

/** An invited question: a Q&A topic addressed to one expert, in one state (2 待回答, 1 已回答, 0 已放弃). */
export interface Invite {
  topic: Topic;
  toUid: number;
}

export interface ItemRecord {
  issue: S['ServiceIssue'];
  records: S['ServiceRecord'][];
  projectCode: string;
  /** The client's full name. */
  companyName: string;
  /** The client's short name (the binding form's default). */
  companySn: string;
}

export interface State {
  invites: Invite[];
  /** Answer topics created by `answerQuestion`, newest first. */
  answers: Topic[];
  clients: S['Client'][];
  projects: { status: 'doing' | 'passed' | 'completed'; project: S['ServiceProject'] }[];
  items: Record<number, ItemRecord>;
  cooperation: unknown[];
  nextId: number;
}

export interface Account {
  key: string;
  phone: string;
  email: string;
  user: S['SessionUser'];
  profile: UserSummary;
  scRoles: string[];
  isMember: 0 | 1;
  /** Events this account signed up for (event ids). */
  events: number[];
}

export interface Session {
  token: string;
  kind: 'session' | 'sc' | 'file';
  account: Account;
  /** Epoch ms; sessions of the portal never expire in the sample world. */
  expires: number;
  /** The event of a file token. */
  eventId?: number;
  /** Where the session's writes live (shared by the sessions of one browser). */
  sandbox: Sandbox;
}

/**
 * The writes of one browser (the mock front's sandbox cookie) or of one token (callers without
 * the cookie): a copy of the seed state made on the first write.
 */
export interface Sandbox {
  state?: State;
}

/** The one event the attendee persona signed up for (named in the README). */
export const ATTENDEE_EVENT = 1103;

/**
 * The seed collections with the contract's types. The sample generator builds plain objects (an
 * auth is a number there); this is the one place they are read as the contract's shapes.
 */
function catalogOf(s: Samples) {
  const { world, portal, sc } = s;
  return {
    topics: portal.topics as Topic[],
    full: portal.full as Topic[],
    specials: world.specials as S['Special'][],
    discerns: world.discerns as S['Discern'][],
    comments: world.comments as S['Comment'][],
    communities: world.communities as S['Community'][],
    companies: world.companies,
    experts: world.experts,
    summary: (u: (typeof world.experts)[number]) => world.summary(u) as UserSummary,
    profile: (u: (typeof world.experts)[number]) => portal.profile(u) as S['User'],
    fileGroups: portal.fileGroups,
    fileDetail: (id: number) => portal.fileDetail(id) as S['FileDetail'] | undefined,
    videos: portal.videos,
    wps: sc.wps as S['WhitePaper'][],
    reports: sc.reports as S['QuarterlyReport'][],
    notices: sc.notices as S['Notice'][],
    charts: sc.charts as S['Chart'][],
    options: sc.options,
    scAds: sc.scAds as S['ScAd'][],
    myArticles: sc.myArticles as S['ScArticleMonth'][],
  };
}
export type Catalog = ReturnType<typeof catalogOf>;

/** The seed world of `seed`, its pictures and documents served from `origin` (the mock's public origin). */
export function createSeed(seed: number | undefined, origin: string) {
  const samples = createSamples(seed, origin);
  return { samples, catalog: catalogOf(samples), state: initialState(samples), accounts: initialAccounts(samples) };
}
export type Seed = ReturnType<typeof createSeed>;

function initialAccounts(s: Samples): Account[] {
  return s.world.personas.map((p): Account => ({
    key: p.key,
    phone: p.phone,
    email: p.email,
    user: {
      id: p.user.id,
      name: p.user.name,
      icon: p.user.icon,
      memberId: p.isMember ? 20000 + p.user.id : null,
      account: p.phone,
      job: p.user.job,
      company: p.user.company,
      auths: p.user.auths as S['Auth'][],
      ...(p.scRoles.length ? { scRoles: p.scRoles as ('service' | 'article' | 'customer' | 'report')[] } : {}),
    },
    profile: s.world.summary(p.user) as UserSummary,
    scRoles: p.scRoles,
    isMember: p.isMember ? 1 : 0,
    events: p.key === 'attendee' ? [ATTENDEE_EVENT] : p.key === 'sample' ? s.portal.events.map((e) => e.id) : [],
  }));
}

function initialState(s: Samples): State {
  const { world } = s;
  const qas = world.topics.filter((t) => t.type === 3);
  const invites: Invite[] = [];
  let id = 6001;
  // Every expert gets invitations; the expert persona (1002) has a full page and more to wait on.
  for (const [n, expert] of world.experts.entries()) {
    const waiting = expert.id === 1002 ? 23 : 1 + (n % 3);
    const answered = expert.id === 1002 ? 6 : n % 4;
    const abandoned = expert.id === 1002 ? 2 : n % 2;
    const total = waiting + answered + abandoned;
    for (let k = 0; k < total; k++) {
      const base = qas[(n * 7 + k) % qas.length]!;
      const state = k < waiting ? 2 : k < waiting + answered ? 1 : 0;
      const asker = world.experts[(n + k + 13) % world.experts.length]!;
      const minutesAgo = 30 + n * 11 + k * 173;
      const answer = base.answer!;
      invites.push({
        toUid: expert.id,
        topic: {
          id: id++,
          type: 3,
          date: sampleDateTime(minutesAgo),
          timeToShow: sampleDate(minutesAgo),
          readNum: state === 1 ? base.readNum : 0,
          labels: base.labels,
          state,
          hidden: 0,
          user: world.summary(asker) as UserSummary,
          answer: {
            title: answer.title,
            wentiTitle: answer.wentiTitle,
            wentiContent: answer.wentiContent,
            tiwenUser: world.summary(asker) as UserSummary,
            tiwen_content: answer.tiwen_content,
            ...(state === 1 ? { huidaContent: answer.huidaContent, huidaUser: world.summary(expert) as UserSummary } : {}),
          },
        },
      });
    }
  }
  const projects = s.sc.projects.map((p) => ({ status: p.status, project: p.project as S['ServiceProject'] }));
  const items: Record<number, ItemRecord> = {};
  for (const x of s.sc.allItems) {
    items[x.issue.id] = {
      issue: x.issue as S['ServiceIssue'],
      records: x.records as S['ServiceRecord'][],
      projectCode: x.project.projectCode,
      companyName: x.project.company.fullName,
      companySn: x.project.company.name,
    };
  }
  return structuredClone({ invites, answers: [], clients: s.sc.clients as S['Client'][], projects, items, cooperation: [], nextId: 90001 });
}

/** Everything the handlers share across sessions: the seed, the accounts, the sessions, uploads. */
export interface World {
  seed: Seed;
  sessions: Map<string, Session>;
  /** Codes issued by sendSms / sendEventLoginCode, by phone or e-mail. */
  codes: Map<string, string>;
  /** WeChat QR states issued by getWxQrCode. */
  wxStates: Set<string>;
  /** Uploaded files, served under /__mock/uploads/. */
  files: Map<string, { type: string; body: Uint8Array<ArrayBuffer> }>;
  /** Sandboxes by the front's cookie value. */
  sandboxes: Map<string, Sandbox>;
  counter: number;
}

export function newWorld(seed: number | undefined, origin: string): World {
  const world: World = { seed: createSeed(seed, origin), sessions: new Map(), codes: new Map(), wxStates: new Set(), files: new Map(), sandboxes: new Map(), counter: 0 };
  // The tokens the examples hand out are valid here too: the login's (the sample user), the
  // supply-chain token's (the staff persona) and the file token of event 1103's sign-in.
  const examples = world.seed.samples.examples;
  const value = (id: string) => (examples[id]!.default!.value as { json: unknown; msg: string });
  const account = (key: string) => world.seed.accounts.find((a) => a.key === key)!;
  const add = (token: string, kind: Session['kind'], key: string, extra: Partial<Session> = {}) =>
    world.sessions.set(token, { token, kind, account: account(key), expires: Number.MAX_SAFE_INTEGER, sandbox: {}, ...extra });
  add((value('login').json as { token: string }).token, 'session', 'sample');
  add((value('getScToken').json as { token: string }).token, 'sc', 'staff');
  add(value('signInEvent').msg, 'file', 'attendee', { eventId: ATTENDEE_EVENT });
  return world;
}

// Examples of the members-only supply-chain area, one module per entity: the account (token and
// login), reports, clients, notices, charts, the company search, my articles, the ad search, and
// the CRM service projects with their items and records and the customer progress table. The
// generators draw from the world's one random sequence, so they run in this order.
import type { Examples } from '../kit.ts';
import type { SampleWorld } from '../world.ts';
import { accountSamples } from './account.ts';
import { adSamples } from './ads.ts';
import { chartSamples } from './charts.ts';
import { clientSamples } from './clients.ts';
import { companySearchSamples } from './company-search.ts';
import { crmSamples } from './crm.ts';
import { myArticleSamples } from './my-articles.ts';
import { noticeSamples } from './notices.ts';
import { readStats } from './read-stats.ts';
import { reportSamples } from './reports.ts';
import { serviceSamples } from './service-projects.ts';
import { TEMPLATES } from './service-templates.ts';

/** The supply-chain sample collections and the examples built from them. */
export function scData(w: SampleWorld) {
  const account = accountSamples(w);
  const clients = clientSamples(w);
  const reports = reportSamples(w);
  const notices = noticeSamples(w);
  const charts = chartSamples(w);
  const search = companySearchSamples(w);
  const ads = adSamples(w);
  const services = serviceSamples(w, account.me, account.staff, ads.adFor);
  const crm = crmSamples(services);
  const articles = myArticleSamples(w, account.me);

  const examples: Examples = {
    ...account.examples,
    ...reports.examples,
    ...clients.examples,
    ...notices.examples,
    ...charts.examples,
    ...search.examples,
    ...articles.examples,
    ...ads.examples,
    ...services.examples,
    ...crm.examples,
  };
  return {
    examples,
    staff: account.staff,
    scToken: account.scToken,
    clients: clients.clients,
    myClients: clients.myClients,
    wps: reports.wps,
    reports: reports.reports,
    notices: notices.notices,
    charts: charts.charts,
    options: search.options,
    scAds: ads.scAds,
    projects: services.projects,
    allItems: services.allItems,
    TEMPLATES,
    serviceTypes: crm.serviceTypes,
    groups: crm.groups,
    myArticles: articles.myArticles,
    readStats,
  };
}

export const scExamples = (w: SampleWorld): Examples => scData(w).examples;

import type { components } from '@hangjia/sdk';
import { safeHref } from '../../lib/content/safe-href';

export type Client = components['schemas']['Client'];
export type ListedState = components['schemas']['ListedState'];
export type ClientUpdate = components['schemas']['ClientFields'] & { id: number; sn: string; name: string };

/** The listing states the form offers (spec § 5), in order. */
export const LISTED_STATES: readonly ListedState[] = ['未上市', 'A股主板', '科创板', '创业板', '北交所', '港股', '境外上市'];

/** The text fields of the factsheet form, in the order the form shows them. */
export const CLIENT_TEXT_FIELDS = [
  { key: 'sn', label: '公司简称', required: true, long: false },
  { key: 'name', label: '公司全称', required: true, long: false },
  { key: 'en', label: '英文名称', required: false, long: false },
  { key: 'webUrl', label: '官网', required: false, long: false },
  { key: 'manufacturingBase', label: '生产基地', required: false, long: true },
  { key: 'supplyChain', label: '供应链环节', required: false, long: true },
  { key: 'majorClient', label: '主要客户', required: false, long: true },
  { key: 'mainProducts', label: '主营产品', required: false, long: true },
  { key: 'stockholders', label: '主要股东', required: false, long: true },
] as const;

export type ClientTextKey = (typeof CLIENT_TEXT_FIELDS)[number]['key'];
export type ClientForm = Record<ClientTextKey, string> & { listedState: ListedState | '' };
export type ClientFormErrors = Partial<Record<ClientTextKey, string>>;

/** The form's values of a factsheet (missing fields are empty). */
export function toClientForm(client: Client): ClientForm {
  return {
    sn: client.sn ?? '',
    name: client.name ?? '',
    en: client.en ?? '',
    webUrl: client.webUrl ?? '',
    listedState: client.listedState ?? '',
    manufacturingBase: client.manufacturingBase ?? '',
    supplyChain: client.supplyChain ?? '',
    majorClient: client.majorClient ?? '',
    mainProducts: client.mainProducts ?? '',
    stockholders: client.stockholders ?? '',
  };
}

/** What is wrong with the form, by field; empty when it may be saved. */
export function validateClientForm(form: ClientForm): ClientFormErrors {
  const errors: ClientFormErrors = {};
  if (!form.sn.trim()) errors.sn = '请填写公司简称';
  if (!form.name.trim()) errors.name = '请填写公司全称';
  const web = form.webUrl.trim();
  // a website is written whole: http(s) and a host, not a path on this site
  if (web && !(/^https?:\/\//i.test(web) && safeHref(web))) errors.webUrl = '官网须为 http:// 或 https:// 开头的网址';
  return errors;
}

/** The update of a valid form: text trimmed, empty optional text sent as '', the logo kept as it was. */
export function toClientUpdate(client: Pick<Client, 'id' | 'logo'>, form: ClientForm): ClientUpdate {
  const update: ClientUpdate = {
    id: client.id,
    sn: form.sn.trim(),
    name: form.name.trim(),
    en: form.en.trim(),
    manufacturingBase: form.manufacturingBase.trim(),
    supplyChain: form.supplyChain.trim(),
    majorClient: form.majorClient.trim(),
    mainProducts: form.mainProducts.trim(),
    stockholders: form.stockholders.trim(),
  };
  const web = form.webUrl.trim();
  if (web) update.webUrl = web;
  if (form.listedState) update.listedState = form.listedState;
  if (client.logo !== undefined) update.logo = client.logo;
  return update;
}

/** The sales owners of a client: the owners of the user's service projects of that company, each once. */
export function ownersOf(clientId: number, projects: readonly { company: { id: number; owner: string[] } }[]): string[] {
  const names = projects.filter((p) => p.company.id === clientId).flatMap((p) => p.company.owner);
  return [...new Set(names)];
}

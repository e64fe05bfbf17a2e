/** The public accounts a company binding reads articles from (the industry radio). */
export const wecatOptions = [
  { value: 'hangjiatalk', label: '行家说' },
  { value: 'SiC_GaN', label: '第三代半导体' },
  { value: 'UVLEDV5', label: 'UV LED' },
] as const;
export type Wecat = (typeof wecatOptions)[number]['value'];

export const contentServiceTypes = ['软文A类', '软文B类', '转载C类', '年度专题包', '单次专题包'] as const;
export const OTHER_SERVICE_ITEM = '内容服务-其它服务';
export const OTHER_SERVICE_TYPE = '其它服务';

/** The radios of the binding form of an item: the service types offered and whether the industry radio shows. */
export interface BindingRadios {
  /** `null`: no service-type radio. */
  serviceTypes: readonly string[] | null;
  showIndustry: boolean;
}

/**
 * Types 3 and 4 bind a company and period. Only type 4 asks the service type (软文A类 …); the
 * item 内容服务-其它服务 offers just 其它服务 and hides the industry radio.
 */
export function bindingRadios(type: number, itemName: string): BindingRadios {
  if (itemName.trim() === OTHER_SERVICE_ITEM) return { serviceTypes: [OTHER_SERVICE_TYPE], showIndustry: false };
  if (type === 4) return { serviceTypes: contentServiceTypes, showIndustry: true };
  return { serviceTypes: null, showIndustry: true };
}

export interface BindingDraft {
  companyName: string;
  start: string;
  end: string;
}

/** The binding form needs company, start and end, else '填写公司简称、时间信息'. */
export function bindingError(draft: BindingDraft): string | null {
  if (!draft.companyName.trim() || !draft.start || !draft.end) return '填写公司简称、时间信息';
  return null;
}

/** The description form needs a description or a picture, else '添加描述或者图片'. */
export function descriptionError(desc: string, images: readonly string[]): string | null {
  return desc.trim() === '' && images.length === 0 ? '添加描述或者图片' : null;
}

/** The ad search industries: the label shown and the value sent. */
export const adIndustries = [
  { value: 'all', label: '全部' },
  { value: 'display', label: 'display' },
  { value: 'semi', label: '第三代半导体' },
  { value: 'uv', label: 'uv' },
] as const;
export type AdIndustry = (typeof adIndustries)[number]['value'];

/** Only ads on shelf (state 1) can be bound. */
export function bindableAds<T extends { state: number }>(ads: readonly T[]): T[] {
  return ads.filter((ad) => ad.state === 1);
}

/** Whether a record is the user's: its creator's phone is the user's account. */
export function isCreator(record: { createUserPhone?: string }, account: string | undefined): boolean {
  const phone = account?.trim();
  return !!phone && (record.createUserPhone ?? '').trim() === phone;
}

import type { components } from '@hangjia/sdk';

type Topic = components['schemas']['Topic'];

/**
 * Adapter: the ids of a topic's related companies, for `listCompaniesByIds` (`ids` joined by commas).
 *
 * The contract's Topic carries no company ids (the sample generator keeps them internal), so the
 * page reads the field names a backend is likely to send — `companyIds`/`compIds` (a list or a
 * comma string) — and asks for nothing when there are none. Reported to the contract owners.
 */
export function relatedCompanyIds(topic: Topic | null | undefined): string | null {
  if (!topic) return null;
  const loose = topic as Topic & { companyIds?: unknown; compIds?: unknown };
  const raw = loose.companyIds ?? loose.compIds;
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' || typeof raw === 'number' ? String(raw).split(',') : [];
  const ids = [...new Set(list.map((id) => String(id).trim()).filter((id) => /^\d+$/.test(id)))];
  return ids.length ? ids.join(',') : null;
}

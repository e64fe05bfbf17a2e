// The customer progress table (/sc/myservice): the service-type cascader, the column groups and
// one row per contract, and the records behind a cell.
import { ok, unauthorized, type Examples } from '../kit.ts';
import type { serviceSamples } from './service-projects.ts';
import { GROUPS, TEMPLATES } from './service-templates.ts';

export function crmSamples({ projects, articleDetail, adDetail }: ReturnType<typeof serviceSamples>) {
  const serviceTypes = GROUPS.map((label, g) => ({
    value: g + 1,
    label,
    children: TEMPLATES.filter((t) => t.group === g + 1).map((t) => ({ value: t.tid, label: t.name })),
  }));
  const groups = GROUPS.map((name, g) => ({
    name,
    columns: TEMPLATES.filter((t) => t.group === g + 1).map((t) => ({ key: `s${t.tid}`, name: t.name, sortable: true })),
  }));
  const rows = projects.map(({ project: p }) => ({
    contractCode: p.projectCode,
    companyName: p.company.name,
    owner: p.company.owner.join('、'),
    values: Object.fromEntries(
      p.issues.map((it) => {
        const t = TEMPLATES.find((x) => `${x.prefix}-${x.name}` === it.name)!;
        return [`s${t.tid}`, { text: `${it.completed}/${it.total}`, serviceTypeId: t.tid, serviceId: it.id, completed: it.completed, total: it.total }];
      }),
    ),
  }));

  const examples: Examples = {
    getCrmServiceColumns: {
      default: ok({ serviceTypes, groups, rows }, 'The cascader tree, five column groups and one row per contract'),
      empty: ok({ serviceTypes, groups, rows: [] }, 'No contracts for this filter'),
      unauthorized: unauthorized(),
    },
    getCrmRecordDetail: {
      default: ok(articleDetail, 'The records of an article cell (type 4)'),
      adBinding: ok(adDetail, 'The records of an ad cell (type 2)'),
      empty: ok({ ...articleDetail, issues: [] }, 'A cell without records'),
      unauthorized: unauthorized(),
    },
  };
  return { serviceTypes, groups, rows, examples };
}

// The CRM service projects: one contract per company with its items (each from a template) and
// their records, by status (to do, overdue, done); and an item's details as its dialog shows them.
import { sampleDate, fail, ok, unauthorized, type Examples } from '../kit.ts';
import type { SampleWorld } from '../world.ts';
import { ACCOUNT, type Staff } from './account.ts';
import type { adSamples } from './ads.ts';
import { readStats } from './read-stats.ts';
import { serviceRecords } from './service-records.ts';
import { TEMPLATES } from './service-templates.ts';

type Status = 'doing' | 'passed' | 'completed';
const STATUS: Status[] = ['doing', 'doing', 'passed', 'completed', 'doing', 'completed', 'passed', 'doing', 'completed', 'doing', 'completed', 'doing'];
const PACKAGES = ['2024年度品牌推广套餐', '内容+广告组合服务', 'Mini LED专题合作', '年度会员及活动赞助', '第三代半导体专题包'];
const OWNERS = ['郑立新', '梁春燕', '宋国栋', '韩振宇'];

export function serviceSamples(w: SampleWorld, me: Staff, staff: Staff[], adFor: ReturnType<typeof adSamples>['adFor']) {
  const { rnd } = w;
  const recordsOf = serviceRecords(w, staff, adFor);
  let itemSeq = 0;
  const projects = STATUS.map((status, i) => {
    const c = w.companies[i]!;
    const from = status === 'doing' ? 1440 * (120 + i * 9) : 1440 * (420 + i * 11);
    const endAt = status === 'doing' ? -1440 * (150 + i * 13) : 1440 * (20 + i * 7);
    const to = Math.max(endAt, 60);
    const picks = [TEMPLATES[i % 4]!, TEMPLATES[4 + (i % 2)]!, ...(i % 3 === 0 ? [TEMPLATES[6]!] : []), TEMPLATES[7 + (i % 2)]!];
    const items = picks.map((t, k) => {
      const id = 52001 + itemSeq++;
      const mine = (k + i) % 2 === 0;
      const col = staff[1 + ((i + k) % (staff.length - 1))]!;
      const execs = mine ? [me, col] : [col];
      const completed = status === 'completed' ? t.total : t.total === 1 ? 0 : rnd.int(1, t.total - 1);
      const records = recordsOf(c, t, execs, completed, from, to);
      const summary = records.map((r) =>
        r.type === 1 ? { id: r.id, num: 0, images: r.images } : r.type === 2 ? { id: r.id, num: 0, images: r.screenshot ? [r.screenshot] : [] } : { id: r.id, num: r.articleTotalReadNum },
      );
      const bindings = records.filter((r): r is Extract<(typeof records)[number], { type: 3 | 4 }> => r.type === 3 || r.type === 4);
      const stats = readStats(bindings.flatMap((b) => b.records.map((a) => a.num)));
      const issue = {
        id,
        name: `${t.prefix}-${t.name}`,
        type: t.type,
        preTitle: t.prefix,
        note: `合同约定${t.total}${t.unit}，${status === 'passed' ? '已逾期，请尽快补录' : status === 'completed' ? '已全部交付' : '按月交付'}`,
        desc: `${c.sn}${t.name}服务`,
        executor: execs.map((s) => s.name),
        executorPhone: execs.map((s) => s.phone).join(','),
        recorded: records.length > 0 ? 1 : 0,
        completed,
        total: t.total,
        records: summary,
        ...(bindings.length
          ? {
              companyName: c.sn,
              wechat: bindings[0]!.wechat,
              start: bindings[0]!.start,
              end: bindings[bindings.length - 1]!.end,
              ...(t.type === 4 ? { serviceType: t.name } : {}),
              articleNum: bindings.reduce((n, b) => n + b.articleNum, 0),
              articleTotalReadNum: stats.total,
              articleAvgReadNum: stats.avg,
            }
          : {}),
      };
      return { t, issue, records };
    });
    const issues = items.map((x) => x.issue);
    const isMine = (it: (typeof issues)[number]) => it.executorPhone.includes(ACCOUNT);
    const project = {
      projectCode: `HJ-2024-${String(101 + i * 7).padStart(4, '0')}`,
      company: { id: c.id, name: c.sn, fullName: c.name, owner: i % 3 === 0 ? [OWNERS[i % 4]!, OWNERS[(i + 1) % 4]!] : [OWNERS[i % 4]!] },
      bindServiceName: PACKAGES[i % PACKAGES.length]!,
      startTime: sampleDate(from),
      endTime: sampleDate(endAt),
      my: issues.filter(isMine),
      other: issues.filter((it) => !isMine(it)),
      hidden: 0,
      issues,
    };
    return { status, project, items };
  });
  const byStatus = (s: Status) => projects.filter((p) => p.status === s).map((p) => p.project);
  const counts = { doing: byStatus('doing').length, passed: byStatus('passed').length, completed: byStatus('completed').length };

  // Service details (the dialog): the item's own fields and its full records.
  const allItems = projects.flatMap((p) => p.items.map((x) => ({ ...x, project: p.project })));
  const find = (test: (x: (typeof allItems)[number]) => boolean) =>
    allItems.find((x) => test(x) && x.issue.executorPhone.includes(ACCOUNT)) ?? allItems.find(test)!;
  const detailOf = (x: (typeof allItems)[number]) => ({
    id: x.issue.id,
    name: x.issue.name,
    type: x.issue.type,
    projectCode: x.project.projectCode,
    companyName: x.project.company.name,
    executor: x.issue.executor,
    executorPhone: x.issue.executorPhone,
    issues: x.records,
  });
  const descriptionDetail = detailOf(find((x) => x.t.type === 1 && x.records.length >= 2));
  const adDetail = detailOf(find((x) => x.t.type === 2 && x.records.length >= 2));
  const articleDetail = detailOf(find((x) => x.t.name === '软文A类' && x.records.length >= 2));
  const publicAdDetail = detailOf(find((x) => x.t.type === 3 && x.records.length >= 1));
  const otherServiceDetail = detailOf(find((x) => x.t.name === '其它服务' && x.records.length >= 1));
  const noRecordsDetail = detailOf(find((x) => x.records.length === 0));

  const examples: Examples = {
    listServiceProjects: {
      default: ok({ ...counts, datas: byStatus('doing') }, 'To-do projects (type 1); own items first'),
      overdue: ok({ ...counts, datas: byStatus('passed') }, 'Overdue projects (type 2)'),
      done: ok({ ...counts, datas: byStatus('completed') }, 'Done projects (type 3)'),
      empty: ok({ doing: 0, passed: 0, completed: 0, datas: [] }, 'No projects'),
      unauthorized: unauthorized(),
    },
    getServiceItem: {
      default: ok(descriptionDetail, 'A description item (type 1): two records, one with pictures, one with a link'),
      adBinding: ok(adDetail, 'An ad item (type 2): bound ads with placements, one without a screenshot yet'),
      articleBinding: ok(articleDetail, 'An article item (type 4, 软文A类): two company bindings with articles and reads'),
      publicAccountAd: ok(publicAdDetail, 'A public-account ad item (type 3): a binding with ad slots per article'),
      otherService: ok(otherServiceDetail, 'The item 内容服务-其它服务: service type 其它服务'),
      noRecords: ok(noRecordsDetail, 'An item without records yet'),
      unauthorized: unauthorized(),
    },
    saveServiceRecord: {
      default: ok(null, 'Saved; the detail is read again'),
      missingBinding: fail(1, '填写公司简称、时间信息', 'A binding without company, start or end'),
      missingDescription: fail(1, '添加描述或者图片', 'A description without text or pictures'),
      unauthorized: unauthorized(),
    },
    saveScreenshot: { default: ok(null, "Saved: the page shows '成功上传截图'"), unauthorized: unauthorized() },
    deleteServiceRecord: { default: ok(null, "Deleted: the page shows '成功删除'"), unauthorized: unauthorized() },
    deleteRecordImage: { default: ok(null, "Deleted: the page shows '成功删除'"), unauthorized: unauthorized() },
    downloadReport: {
      default: {
        summary: 'The spreadsheet 服务报告.xlsx (this text stands in for its bytes)',
        value: '服务报告.xlsx（示例文本，代替电子表格的二进制内容）',
      },
      notFound: fail(404, '服务项目不存在', 'No service item with this id: a JSON failure instead of the file'),
      unauthorized: unauthorized(),
    },
  };
  return { projects, allItems, adDetail, articleDetail, examples };
}

// Company notices: listed companies' announcements, tagged, with a key point and a summary.
import { sampleDateTime, ok, unauthorized, type Examples } from '../kit.ts';
import type { SampleWorld } from '../world.ts';
import { mainProducts } from './clients.ts';

export function noticeSamples(w: SampleWorld) {
  const { rnd } = w;
  const NOTICE: Record<string, { titles: string[]; key: () => string }> = {
    股份变动: {
      titles: ['关于持股5%以上股东减持股份计划的预披露公告', '关于控股股东部分股份质押的公告', '关于回购公司股份的进展公告'],
      key: () => `股东拟通过集中竞价方式减持不超过${rnd.int(200, 900)}万股，占总股本的${rnd.int(1, 2)}.${rnd.int(10, 99)}%。`,
    },
    政府补助: {
      titles: ['关于获得政府补助的公告', '关于收到专项扶持资金的公告'],
      key: () => `自上次披露以来累计收到政府补助${rnd.int(300, 4800)}万元，占最近一期经审计归母净利润的${rnd.int(10, 40)}.${rnd.int(1, 9)}%。`,
    },
    投资者交流: {
      titles: ['投资者关系活动记录表', '关于参加2024年度网上集体接待日活动的公告'],
      key: () => `公司介绍了Mini LED背光订单情况，预计四季度产能利用率维持在${rnd.int(75, 95)}%以上。`,
    },
    业绩公告: {
      titles: ['2024年第三季度报告', '2024年半年度业绩预告', '关于2024年前三季度经营情况的公告'],
      key: () => `前三季度实现营业收入${rnd.int(5, 60)}.${rnd.int(1, 9)}亿元，同比增长${rnd.int(5, 48)}.${rnd.int(1, 9)}%；归母净利润同比${rnd.pick(['增长', '下降'])}${rnd.int(3, 60)}.${rnd.int(1, 9)}%。`,
    },
    其他: {
      titles: ['关于召开2024年第二次临时股东大会的通知', '关于变更注册资本并修订《公司章程》的公告', '关于对外投资设立全资子公司的公告'],
      key: () => `拟以自有资金${rnd.int(1, 20)}亿元投资建设${rnd.pick(['Mini LED', 'Micro LED', '碳化硅', 'UV LED'])}项目，建设周期${rnd.int(18, 36)}个月。`,
    },
  };
  const tags = Object.keys(NOTICE);
  const notices = Array.from({ length: 41 }, (_, i) => {
    const c = w.companies[(i * 7) % w.companies.length]!;
    const tag = tags[i % tags.length]!;
    const n = NOTICE[tag]!;
    return {
      company_name: c.name,
      tag,
      date_time: sampleDateTime(90 + i * 517),
      star: i % 9 === 4 ? '-' : rnd.int(0, 5),
      title: `${c.sn}：${rnd.pick(n.titles)}`,
      important_desc: n.key(),
      content_desc: `${c.sn}主营${mainProducts(c.segment)}。本公告${tag === '业绩公告' ? '披露了报告期内的主要财务数据，' : ''}涉及事项不会对公司正常经营产生重大影响，敬请投资者注意投资风险。`,
      page: rnd.int(2, 36),
      raw_url: `https://static.example.com/notices/${c.id}-${2024110 + i}.pdf`,
    };
  });

  const examples: Examples = {
    listNotices: {
      default: ok({ data: notices.slice(0, 18) }, 'A full page of 18 notices (stars 0 to 5, some "-")'),
      empty: ok({ data: [] }, "No more notices: the page shows '没有更多'"),
      lastPage: ok({ data: notices.slice(36, 41) }, 'The last page: 5 notices'),
      performance: ok({ data: notices.filter((n) => n.tag === '业绩公告').slice(0, 8) }, 'Filtered by tag 业绩公告'),
      unauthorized: unauthorized(),
    },
  };
  return { notices, examples };
}

// The award pages (tag `awards`): their application forms, a Word document per year and type,
// named in Chinese, for the forms listAwardPages offers (the seed world's pages; every year is
// closed there, and the named example applicationsOpen opens 2024, whose forms are the same).
import type { components } from '@hangjia/sdk';
import { docx, type Block } from './docx.ts';
import { Fail, Raw, type Context, type Handlers } from './types.ts';

type AwardPage = components['schemas']['AwardPage'];

/** What each type's form asks, after the applicant's company and contact. */
const FIELDS: Record<string, string[]> = {
  product: ['申报产品名称', '产品类别', '量产/发布时间', '产品简介（300字以内）', '技术亮点', '市场表现与客户评价'],
  company: ['企业简介（300字以内）', '主营产品', '年度营收与增长', '技术与产能亮点', '主要客户与合作伙伴'],
  zhongduan: ['品牌名称', '终端产品类别', '年度出货量', '品牌与产品亮点', '渠道与市场表现'],
  top10: ['申报细分领域', '年度出货量/营收', '市场份额', '主要客户'],
};
const CONTACT = ['企业名称', '统一社会信用代码', '联系人', '职务', '联系电话', '电子邮箱'];

function awardPagesOf(ctx: Context): AwardPage[] {
  return (ctx.world.seed.samples.examples.listAwardPages!.default!.value as { json: AwardPage[] }).json;
}

export const awardsHandlers: Handlers<'awards'> = {
  getAwardForm: (input, ctx) => {
    const page = awardPagesOf(ctx).find((p) => p.year === input.year);
    const form = page?.forms?.find((f) => f.type === input.type);
    if (!page || !form) return new Fail(404, '申报表不存在');
    const title = `${page.title}${form.name}`;
    const blocks: Block[] = [
      { kind: 'title', text: title },
      { kind: 'text', text: '一、申报单位信息' },
      { kind: 'fields', rows: CONTACT },
      { kind: 'text', text: '二、申报内容' },
      { kind: 'fields', rows: FIELDS[form.type] ?? [] },
      { kind: 'text', text: '说明：申报与获奖均不收取任何费用；每家获奖企业获颁奖晚宴席位1张。' },
      { kind: 'text', text: '填写后请发送至组委会邮箱，或通过活动页面在线申报。' },
    ];
    const name = `${title}.docx`;
    return new Raw(
      200,
      {
        'content-type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        'content-disposition': `attachment; filename="jgj-${page.year}-${form.type}.docx"; filename*=UTF-8''${encodeURIComponent(name)}`,
      },
      docx(blocks),
    );
  },
};

// The clients of the supply-chain area: a factsheet per sample company, the user's twelve.
import { sampleDateTime, fail, ok, unauthorized, type Examples } from '../kit.ts';
import { CITIES } from '../vocab.ts';
import type { SampleWorld } from '../world.ts';

const EN: Record<string, string> = {
  晶芯光电: 'Jingxin Optoelectronics', 华曜显示: 'Huayao Display', 辰宇半导体: 'Chenyu Semiconductor', 明川科技: 'Mingchuan Technology',
  蓝拓光电: 'Lantuo Optoelectronics', 星启微电子: 'Xingqi Microelectronics', 芯源碳化硅: 'Xinyuan SiC Materials', 极光视讯: 'Jiguang Vision',
  睿晶封装: 'Ruijing Packaging', 天衡显示: 'Tianheng Display', 氮镓科技: 'Danjia Technology', 光启车载: 'Guangqi Automotive Display',
  海韵激光: 'Haiyun Laser Display', 紫源光电: 'Ziyuan Optoelectronics', 鼎盛驱动: 'Dingsheng Driver IC', 弘毅外延: 'Hongyi Epitaxy',
  恒光控制: 'Hengguang Control Systems', 中科晶元: 'Zhongke Jingyuan Semiconductor', 澜海玻璃基: 'Lanhai Glass Substrate', 锐视科技: 'Ruishi Technology',
  云杉材料: 'Yunshan New Materials', 北辰功率: 'Beichen Power Semiconductor', 晟光照明: 'Shengguang Lighting', 视界智显: 'Shijie Smart Display',
};
const LISTED = ['未上市', 'A股主板', '科创板', '创业板', '北交所', '港股', '境外上市'] as const;
const CHAIN = ['上游：衬底与外延', '上游：芯片', '中游：封装与模组', '中游：驱动IC', '下游：显示屏与整机', '材料与设备'];
const PRODUCTS: Record<string, string> = {
  'Mini LED': 'Mini LED背光模组、COB显示模块',
  'Micro LED': 'Micro LED芯片、巨量转移设备',
  第三代半导体: '碳化硅衬底、外延片',
  LED显示屏: '小间距LED显示屏、租赁屏、虚拟拍摄屏',
  'UV LED': 'UVC杀菌模组、UVA固化光源',
  OLED: 'OLED发光材料、蒸镀掩膜版',
  SiC功率器件: 'SiC MOSFET、SiC肖特基二极管',
  GaN快充: 'GaN功率芯片、快充方案',
  车载显示: '车载中控屏、HUD、氛围灯模组',
  激光显示: '激光电视光机、激光投影模组',
};

/** A company's main products, by its segment (the segment itself when none are listed). */
export const mainProducts = (segment: string) => PRODUCTS[segment] ?? segment;

export function clientSamples(w: SampleWorld) {
  const { rnd } = w;
  const others = (i: number, n: number) => Array.from({ length: n }, (_, k) => w.companies[(i + 5 + k * 3) % w.companies.length]!.sn);
  const clients = w.companies.map((c, i) => ({
    id: c.id,
    sn: c.sn,
    en: `${EN[c.sn] ?? c.sn} Co., Ltd.`,
    name: c.name,
    logo: i % 4 === 3 ? null : c.logo,
    webUrl: c.webUrl,
    listedState: i % 4 === 3 ? '未上市' : rnd.pick(LISTED),
    manufacturingBase: rnd.sample(CITIES, 2).map((city) => `${city}${rnd.pick(['生产基地', '产业园', '工厂'])}`).join('、'),
    supplyChain: rnd.pick(CHAIN),
    majorClient: others(i, 3).join('、'),
    mainProducts: mainProducts(c.segment),
    stockholders: `${rnd.pick(['张', '李', '陈', '刘'])}${rnd.pick(['建国', '海涛', '志强'])}（实际控制人，持股${rnd.int(20, 45)}.${rnd.int(1, 9)}%）、${rnd.pick(['深创投', '高新投', '产业基金', '员工持股平台'])}（持股${rnd.int(3, 9)}.${rnd.int(1, 9)}%）`,
    editTime: sampleDateTime(600 + i * 2300),
  }));
  const myClients = clients.slice(0, 12);

  const examples: Examples = {
    listMyClients: {
      default: ok(myClients, "Twelve clients, three without a logo ('暂无 Logo')"),
      empty: ok([], 'No clients'),
      unauthorized: unauthorized(),
    },
    getClient: {
      default: ok(clients[0], 'A factsheet with every field'),
      noLogo: ok(clients[3], 'An unlisted client without a logo'),
      notFound: fail(404, '客户不存在', 'No client with this id'),
      unauthorized: unauthorized(),
    },
    updateClient: {
      default: ok(null, "Saved: the page shows '设置成功'"),
      unauthorized: unauthorized(),
    },
  };
  return { clients, myClients, examples };
}

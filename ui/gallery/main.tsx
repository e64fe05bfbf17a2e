import { StrictMode, useRef, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import * as Alert from '@hangjia/ui/alert';
import * as Carousel from '@hangjia/ui/carousel';
import * as Cascader from '@hangjia/ui/cascader';
import * as ConfirmDialog from '@hangjia/ui/confirm-dialog';
import * as DataTable from '@hangjia/ui/data-table';
import * as ImagePicker from '@hangjia/ui/image-picker';
import * as InfiniteScroll from '@hangjia/ui/infinite-scroll';
import * as LoadMore from '@hangjia/ui/load-more';
import * as LoginDialog from '@hangjia/ui/login-dialog';
import * as Masonry from '@hangjia/ui/masonry';
import * as Pager from '@hangjia/ui/pager';
import * as Popover from '@hangjia/ui/popover';
import * as Tabs from '@hangjia/ui/tabs';
import { BackToTop, CountdownButton, Highlight, RedirectCountdown, ToastProvider, useAlert, useConfirm, useToast, AD_INTERVAL, ANSWER_MAX_IMAGES, PHOTO_INTERVAL, QUESTION_MAX_IMAGES, type CascaderOption, type DataTableColumn } from '@hangjia/ui';
import './gallery.css';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="section" aria-labelledby={`s-${title}`}>
      <h2 id={`s-${title}`}>{title}</h2>
      {children}
    </section>
  );
}

function Example({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="example">
      <h3>{title}</h3>
      {children}
    </div>
  );
}

function PagerDemo() {
  const [page, setPage] = useState(1);
  return (
    <>
      <Example title={`12 页，当前第 ${page} 页`}>
        <Pager.Root className="pager" labels={{ nav: '分页一' }} total={240} pageSize={20} page={page} onPageChange={setPage} />
      </Example>
      <Example title="数据列表：每页 45 条，pager count 11，两侧省略">
        <Pager.Root className="pager" labels={{ nav: '数据列表分页' }} total={45 * 30} pageSize={45} defaultPage={15} />
      </Example>
      <Example title="活动资讯：只有 pager 和 下一页">
        <Pager.Root className="pager" labels={{ nav: '资讯分页' }} layout="pager, next" total={200} pageSize={20} />
      </Example>
      <Example title="最后一页（下一页不可用）">
        <Pager.Root className="pager" labels={{ nav: '最后一页示例' }} totalPages={5} defaultPage={5} />
      </Example>
    </>
  );
}

function Feed({ title, load, hasMore }: { title: string; load: () => Promise<boolean>; hasMore?: boolean }) {
  const [items, setItems] = useState(['第 1 条']);
  return (
    <Example title={title}>
      <LoadMore.Root
        className="load-more"
        hasMore={hasMore}
        onLoadMore={async () => {
          const more = await load();
          setItems((list) => [...list, `第 ${list.length + 1} 条`]);
          return more;
        }}
      >
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <LoadMore.Trigger />
        <LoadMore.Status />
      </LoadMore.Root>
    </Example>
  );
}

function LoadMoreDemo() {
  const pages = useRef(0);
  return (
    <div className="row">
      <Feed
        title="正常：第三页后没有更多"
        load={async () => {
          await wait(600);
          pages.current += 1;
          return pages.current < 3;
        }}
      />
      <Feed
        title="加载中（很慢）"
        load={async () => {
          await wait(60_000);
          return true;
        }}
      />
      <Feed
        title="加载失败"
        load={async () => {
          await wait(300);
          throw new Error('network');
        }}
      />
      <Feed title="一开始就没有更多" hasMore={false} load={async () => false} />
    </div>
  );
}

function InfiniteScrollDemo() {
  const [items, setItems] = useState(() => Array.from({ length: 12 }, (_, i) => `图表 ${i + 1}`));
  return (
    <Example title="在框内滚动到距底部 300 px 内时自动加载（每秒最多一次），共 60 条">
      <InfiniteScroll.Root
        className="scroll-box"
        scrollContainer="self"
        tabIndex={0}
        aria-label="图表列表"
        onLoadMore={async () => {
          await wait(500);
          const next = items.length + 12;
          setItems(Array.from({ length: next }, (_, i) => `图表 ${i + 1}`));
          return next < 60;
        }}
      >
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <InfiniteScroll.Trigger />
        <InfiniteScroll.Status />
      </InfiniteScroll.Root>
    </Example>
  );
}

const ads = ['UV LED 技术论坛', 'Mini LED 年度报告', '新型显示产业大会'];
const photos = Array.from({ length: 6 }, (_, i) => `2023 颁奖典礼 ${i + 1}`);

function CarouselDemo() {
  return (
    <div className="row">
      <Example title="顶部广告：10 秒、纵向、157 px、可关闭、悬停显示箭头">
        <Carousel.Root className="carousel" interval={AD_INTERVAL} orientation="vertical" height={157} labels={{ carousel: '顶部广告' }}>
          <Carousel.Viewport className="carousel-viewport">
            {ads.map((ad) => (
              <Carousel.Slide key={ad} className="slide">
                <a href="#ad">{ad}</a>
              </Carousel.Slide>
            ))}
          </Carousel.Viewport>
          <Carousel.Prev className="arrow prev">‹</Carousel.Prev>
          <Carousel.Next className="arrow next">›</Carousel.Next>
          <Carousel.Indicators className="indicators" />
          <Carousel.Close className="close">×</Carousel.Close>
        </Carousel.Root>
      </Example>
      <Example title="获奖照片：5 秒、箭头总是显示、无指示点">
        <Carousel.Root className="carousel" interval={PHOTO_INTERVAL} arrows="always" height={220} labels={{ carousel: '获奖照片' }}>
          <Carousel.Viewport className="carousel-viewport">
            {photos.map((photo) => (
              <Carousel.Slide key={photo} className="slide photo">
                {photo}
              </Carousel.Slide>
            ))}
          </Carousel.Viewport>
          <Carousel.Prev className="arrow prev">‹</Carousel.Prev>
          <Carousel.Next className="arrow next">›</Carousel.Next>
        </Carousel.Root>
      </Example>
      <Example title="不自动播放、无箭头（用指示点切换）">
        <Carousel.Root className="carousel" autoplay={false} arrows="never" height={120} labels={{ carousel: '相册' }}>
          <Carousel.Viewport className="carousel-viewport">
            {photos.slice(0, 3).map((photo) => (
              <Carousel.Slide key={photo} className="slide photo">
                {photo}
              </Carousel.Slide>
            ))}
          </Carousel.Viewport>
          <Carousel.Prev className="arrow prev">‹</Carousel.Prev>
          <Carousel.Indicators className="indicators" />
        </Carousel.Root>
      </Example>
    </div>
  );
}

function CountdownDemo() {
  return (
    <div className="row">
      <Example title="发送成功：120 秒倒计时">
        <CountdownButton className="button" onClick={async () => true} />
      </Example>
      <Example title="发送失败：立即恢复">
        <CountdownButton
          className="button"
          onClick={async () => {
            await wait(500);
            return false;
          }}
        />
      </Example>
      <Example title="10 秒，自定义文字">
        <CountdownButton className="button" seconds={10} labels={{ counting: '{n} 秒后重发' }} />
      </Example>
      <Example title="禁用">
        <CountdownButton className="button" disabled />
      </Example>
    </div>
  );
}

const notices = [
  ['股份变动', 180],
  ['政府补助', 90],
  ['投资者交流', 140],
  ['业绩公告', 220],
  ['其他', 100],
  ['股份变动', 160],
  ['政府补助', 120],
] as const;

function MasonryDemo() {
  return (
    <Example title="列宽 280，间距 20；源顺序不变，每张卡片放进最短的一列（高度自动测量）">
      <Masonry.Root className="masonry" columnWidth={280} gap={20}>
        {notices.map(([tag, height], i) => (
          <Masonry.Item key={i} className="card" style={{ minHeight: height }}>
            <strong>
              {i + 1}. {tag}
            </strong>
            <p>至少高 {height} px</p>
          </Masonry.Item>
        ))}
      </Masonry.Root>
    </Example>
  );
}

function LoginDemo() {
  const [scOpen, setScOpen] = useState(false);
  return (
    <div className="row">
      <Example title="门户登录：手机 / 邮箱验证码 / 微信扫码（验证码 1234 可登录）">
        <LoginDialog.Root
          qrUrl="about:blank"
          onSendCode={async () => {
            await wait(300);
            return true;
          }}
          onSubmit={async ({ code }) => {
            await wait(300);
            if (code !== '1234') throw new Error('验证码错误');
          }}
        >
          <LoginDialog.Trigger className="button">登录</LoginDialog.Trigger>
          <LoginDialog.Content className="dialog" overlayProps={{ className: 'overlay' }} />
        </LoginDialog.Root>
      </Example>
      <Example title="服务器消息（error 属性）">
        <LoginDialog.Root error="登录失败,您没有报名此活动" modes={['phone', 'email']}>
          <LoginDialog.Trigger className="button">活动资料登录</LoginDialog.Trigger>
          <LoginDialog.Content className="dialog" overlayProps={{ className: 'overlay' }} />
        </LoginDialog.Root>
      </Example>
      <Example title="供应链：不可关闭，登录成功后关闭">
        <button type="button" className="button" onClick={() => setScOpen(true)}>
          打开 登录供应链系统
        </button>
        <LoginDialog.Root
          open={scOpen}
          onOpenChange={setScOpen}
          closable={false}
          modes={['phone']}
          labels={{ title: '登录供应链系统' }}
          onSendCode={async () => true}
          onSubmit={() => wait(300)}
        >
          <LoginDialog.Content className="dialog" overlayProps={{ className: 'overlay' }} />
        </LoginDialog.Root>
      </Example>
    </div>
  );
}

function ImagePickerDemo() {
  return (
    <div className="row">
      <Example title={`提问：最多 ${QUESTION_MAX_IMAGES} 张 JPG/PNG，小于 2 MB`}>
        <ImagePicker.Root className="image-picker" max={QUESTION_MAX_IMAGES} />
      </Example>
      <Example title={`回答：最多 ${ANSWER_MAX_IMAGES} 张`}>
        <ImagePicker.Root className="image-picker" max={ANSWER_MAX_IMAGES} />
      </Example>
      <Example title="禁用">
        <ImagePicker.Root className="image-picker" max={3} disabled />
      </Example>
    </div>
  );
}

function RedirectDemo() {
  const [run, setRun] = useState(0);
  const [done, setDone] = useState(false);
  return (
    <Example title="404：5 秒后回到首页">
      <p>
        <RedirectCountdown key={run} className="timer" onDone={() => setDone(true)}>
          {(n) => (
            <>
              页面飞走了, {n}s 后回到 <a href="#home">首页</a>
            </>
          )}
        </RedirectCountdown>
      </p>
      <p>{done ? '（已跳转）' : '（倒计时中）'}</p>
      <button
        type="button"
        className="button"
        onClick={() => {
          setDone(false);
          setRun((n) => n + 1);
        }}
      >
        重新开始
      </button>
    </Example>
  );
}

function DialogsDemo() {
  const { confirm, dialogProps } = useConfirm();
  const { alert, dialogProps: alertProps } = useAlert();
  const toast = useToast();
  const [log, setLog] = useState('');
  return (
    <div className="row">
      <Example title="确认：放弃回答">
        <ConfirmDialog.Root message="放弃回答此问题?" onConfirm={() => setLog('已放弃')} onCancel={() => setLog('已取消')}>
          <ConfirmDialog.Trigger className="button">放弃</ConfirmDialog.Trigger>
          <ConfirmDialog.Content className="dialog" overlayProps={{ className: 'overlay' }} />
        </ConfirmDialog.Root>
        <p role="status">{log}</p>
      </Example>
      <Example title="确认（useConfirm）：关闭回答框">
        <button
          type="button"
          className="button"
          onClick={async () => setLog((await confirm('关闭后会清空回答内容, 确认关闭?')) ? '已清空' : '继续编辑')}
        >
          关闭回答框
        </button>
        <ConfirmDialog.Root {...dialogProps}>
          <ConfirmDialog.Content className="dialog" overlayProps={{ className: 'overlay' }} />
        </ConfirmDialog.Root>
      </Example>
      <Example title="提示">
        <Alert.Root message="极光奖申报已截止">
          <Alert.Trigger className="button">申报</Alert.Trigger>
          <Alert.Content className="dialog" overlayProps={{ className: 'overlay' }} />
        </Alert.Root>{' '}
        <button type="button" className="button" onClick={() => alert({ title: '提示', message: '成功提问' })}>
          提问
        </button>
        <Alert.Root {...alertProps}>
          <Alert.Content className="dialog" overlayProps={{ className: 'overlay' }} />
        </Alert.Root>
      </Example>
      <Example title="消息">
        <button type="button" className="button" onClick={() => toast.success('设置成功')}>
          成功消息
        </button>{' '}
        <button type="button" className="button" onClick={() => toast.error('填写公司简称、时间信息')}>
          错误消息
        </button>
      </Example>
    </div>
  );
}

function HighlightDemo() {
  const [keywords, setKeywords] = useState('mini led 显示');
  return (
    <Example title="关键词按空格分开，不区分大小写">
      <label>
        关键词 <input value={keywords} onChange={(event) => setKeywords(event.target.value)} />
      </label>
      <p>
        <Highlight className="highlight" text="Mini LED 背光与 Micro LED 直显：新型显示产业的两条路线 (2024)" keywords={keywords} />
      </p>
    </Example>
  );
}

function TabsDemo() {
  return (
    <Example title="邀请的问题">
      <Tabs.Root className="tabs" defaultValue="wait">
        <Tabs.List className="tab-list" aria-label="邀请的问题">
          <Tabs.Trigger value="wait" count={3}>
            待回答
          </Tabs.Trigger>
          <Tabs.Trigger value="answered" count={12}>
            已回答
          </Tabs.Trigger>
          <Tabs.Trigger value="given-up" count={0}>
            已放弃
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="wait">3 个问题等你回答。</Tabs.Content>
        <Tabs.Content value="answered">12 个已回答。</Tabs.Content>
        <Tabs.Content value="given-up">没有放弃的问题。</Tabs.Content>
      </Tabs.Root>
    </Example>
  );
}

interface Service {
  id: number;
  contract: string;
  owner: string;
  soft: number;
  topic: number;
  site: number;
  wechat: number;
}

const rows: Service[] = [
  { id: 1, contract: 'HT-2024-001', owner: '张三', soft: 3, topic: 1, site: 2, wechat: 5 },
  { id: 2, contract: 'HT-2024-002', owner: '李四', soft: 8, topic: 0, site: 4, wechat: 1 },
  { id: 3, contract: 'HT-2024-003', owner: '王五', soft: 1, topic: 2, site: 0, wechat: 7 },
];

const columns: DataTableColumn<Service>[] = [
  { key: 'contract', header: '合同 / 负责人', fixed: true, clickable: false, cell: (row) => `${row.contract} ${row.owner}` },
  {
    key: 'content',
    header: '内容服务',
    children: [
      { key: 'soft', header: '软文', sortable: true },
      { key: 'topic', header: '专题', sortable: true },
    ],
  },
  {
    key: 'ads',
    header: '广告服务',
    children: [
      { key: 'site', header: '网站', sortable: true },
      { key: 'wechat', header: '公众号', sortable: true },
    ],
  },
];

const serviceTypes: CascaderOption[] = [
  {
    value: 'content',
    label: '内容服务',
    children: [
      { value: 'soft-a', label: '软文A类' },
      { value: 'soft-b', label: '软文B类' },
      { value: 'reprint-c', label: '转载C类' },
      { value: 'other', label: '其它服务' },
    ],
  },
  {
    value: 'topic',
    label: '专题',
    children: [
      { value: 'year', label: '年度专题包' },
      { value: 'single', label: '单次专题包' },
    ],
  },
  { value: 'report', label: '报告', disabled: true },
];

function ServiceDemo() {
  const [clicked, setClicked] = useState('');
  const [types, setTypes] = useState<string[]>(['soft-a']);
  return (
    <>
      <Example title="服务类型（多选）">
        <Cascader.Root className="cascader" aria-label="服务类型" options={serviceTypes} value={types} onValueChange={setTypes} defaultExpanded={['content']} />
        <p>已选：{types.join('、') || '无'}</p>
        <Popover.Root>
          <Popover.Trigger className="button">在弹出框中选择（已选 {types.length} 项）</Popover.Trigger>
          <Popover.Content className="popover" aria-label="服务类型" sideOffset={6}>
            <Cascader.Root className="cascader" aria-label="服务类型" options={serviceTypes} value={types} onValueChange={setTypes} />
          </Popover.Content>
        </Popover.Root>
      </Example>
      <Example title="首列固定、分组表头、可排序、单元格可点">
        <div className="table-scroll">
          <DataTable.Root className="table" columns={columns} rows={rows} getRowKey={(row) => row.id} onCellClick={(row, column) => setClicked(`${row.contract} · ${String(column.header)}`)}>
            <DataTable.Caption>客户服务进度</DataTable.Caption>
            <DataTable.Header />
            <DataTable.Body />
          </DataTable.Root>
        </div>
        <p role="status">{clicked && `点击了 ${clicked}`}</p>
      </Example>
    </>
  );
}

function PopoverDemo() {
  return (
    <div className="row">
      {[
        ['商务合作', '电话 0755-0000 0000'],
        ['投稿', '邮箱 news@example.com'],
      ].map(([label, text]) => (
        <Popover.Root key={label} openOnHover>
          <Popover.Trigger className="button">{label}</Popover.Trigger>
          <Popover.Content className="popover" aria-label={label} sideOffset={6}>
            <p>{text}</p>
            <Popover.Arrow className="popover-arrow" />
          </Popover.Content>
        </Popover.Root>
      ))}
      <Popover.Root>
        <Popover.Trigger className="button">客服（点击）</Popover.Trigger>
        <Popover.Content className="popover" aria-label="客服" sideOffset={6}>
          <p>工作日 9:00–18:00</p>
          <Popover.Close className="button">关闭</Popover.Close>
        </Popover.Content>
      </Popover.Root>
    </div>
  );
}

function Gallery() {
  return (
    <ToastProvider viewportProps={{ className: 'toast-viewport' }} toastProps={{ className: 'toast' }}>
      <header className="page-header">
        <h1>@hangjia/ui 组件一览</h1>
        <p>无样式组件，本页样式只按 data-state 等属性书写。</p>
      </header>
      <main>
        <Section title="分页 Pager">
          <PagerDemo />
        </Section>
        <Section title="加载更多 LoadMore">
          <LoadMoreDemo />
        </Section>
        <Section title="无限滚动 InfiniteScroll">
          <InfiniteScrollDemo />
        </Section>
        <Section title="轮播 Carousel">
          <CarouselDemo />
        </Section>
        <Section title="验证码倒计时 CountdownButton">
          <CountdownDemo />
        </Section>
        <Section title="瀑布流 Masonry">
          <MasonryDemo />
        </Section>
        <Section title="登录 LoginDialog">
          <LoginDemo />
        </Section>
        <Section title="图片选择 ImagePicker">
          <ImagePickerDemo />
        </Section>
        <Section title="跳转倒计时 RedirectCountdown">
          <RedirectDemo />
        </Section>
        <Section title="确认、提示与消息 ConfirmDialog / Alert / Toast">
          <DialogsDemo />
        </Section>
        <Section title="关键词高亮 Highlight">
          <HighlightDemo />
        </Section>
        <Section title="带数量的标签页 Tabs">
          <TabsDemo />
        </Section>
        <Section title="级联多选与数据表 Cascader / DataTable">
          <ServiceDemo />
        </Section>
        <Section title="弹出框 Popover">
          <PopoverDemo />
        </Section>
      </main>
      <footer className="page-footer">滚动超过 300 px 后右下角出现“回到顶部”。</footer>
      <BackToTop className="back-to-top">↑</BackToTop>
    </ToastProvider>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Gallery />
  </StrictMode>,
);

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BackToTop, ToastProvider } from '@hangjia/ui';
import { CarouselDemo } from './demos/carousel';
import { CascaderDemo } from './demos/cascader';
import { CountdownDemo } from './demos/countdown-button';
import { DataTableDemo } from './demos/data-table';
import { DialogsDemo } from './demos/dialogs';
import { HighlightDemo } from './demos/highlight';
import { ImagePickerDemo } from './demos/image-picker';
import { InfiniteScrollDemo } from './demos/infinite-scroll';
import { LoadMoreDemo } from './demos/load-more';
import { LoginDemo } from './demos/login-dialog';
import { MasonryDemo } from './demos/masonry';
import { PagerDemo } from './demos/pager';
import { PopoverDemo } from './demos/popover';
import { RedirectDemo } from './demos/redirect-countdown';
import { TabsDemo } from './demos/tabs';
import { Section } from './layout';
import './gallery.css';

// The page: one section per widget, each demo in demos/<widget>.tsx.
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
          <CascaderDemo />
          <DataTableDemo />
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

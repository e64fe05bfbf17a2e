// Events and research (tag `events`): the news list of the events pages and the research videos.
import { mostRead, olderThan, pageOf, pagesOf, topicsOf } from './lists.ts';
import { Fail, type Handlers } from './types.ts';

export const eventsHandlers: Handlers<'events'> = {
  listTopicsPage: (input, ctx) => {
    const all = topicsOf(ctx);
    if (input.cate === '每日热榜') return mostRead(all, 20);
    const limit = input.limit ?? 30;
    return { data: pageOf(all, input.pageNum, limit), count: all.length, pageNum: pagesOf(all.length, limit) };
  },
  listResearchVideos: (input, ctx) => olderThan(ctx.world.seed.catalog.videos, input.date, input.limit),
  getResearchVideo: (input, ctx) => ctx.world.seed.catalog.videos.find((v) => v.id === input.id) ?? new Fail(404, '视频不存在'),
};

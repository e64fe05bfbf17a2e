// Events and their speaker files: file lists that page and end, file details, and the file
// token of an event sign-in (a token of another event is refused with code 2).
import { awardHandlers } from './awards.ts';
import { olderThan, pageOf } from './portal.ts';
import { Fail, type Context, type Handlers } from './types.ts';

const filesOf = (ctx: Context) => ctx.world.seed.catalog.fileGroups.flatMap((g) => g.files);
const detailOf = (ctx: Context, id: number) => ctx.world.seed.catalog.fileDetail(id);

export const eventHandlers: Handlers = {
  listFiles: (input, ctx) => {
    const all = filesOf(ctx);
    return { list: pageOf(all, input.pageNum, input.limit), total: all.length };
  },
  getFileDetail: (input, ctx) => detailOf(ctx, input.id) ?? new Fail(1, '文件不存在'),
  getFileEventId: (input, ctx) => {
    const file = detailOf(ctx, input.id);
    return file?.eventId ? { eventid: file.eventId } : new Fail(1, '文件不存在');
  },
  getEventFile: (input, ctx) => {
    const file = detailOf(ctx, input.fileId);
    if (!file) return new Fail(1, '文件不存在');
    const session = ctx.world.sessions.get(input.token);
    if (session?.kind !== 'file' || session.eventId !== file.eventId) return new Fail(2, 'token已失效，请重新登录');
    return file;
  },
  listResearchVideos: (input, ctx) => olderThan(ctx.world.seed.catalog.videos, input.date, input.limit),
  getResearchVideo: (input, ctx) => ctx.world.seed.catalog.videos.find((v) => v.id === input.id) ?? new Fail(404, '视频不存在'),
  // The award pages are of the events area.
  ...awardHandlers,
};

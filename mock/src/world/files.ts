// Speaker files of the events (tag `files`): file lists that page and end, file details, and the
// event sign-in by code that gives a file token (a token of another event is refused with code 2).
import { codeMatches, wrongCode } from './guards.ts';
import { pageOf } from './lists.ts';
import { findAccount, issueCode, newSession } from './sessions.ts';
import { Fail, type Context, type Handlers } from './types.ts';

const filesOf = (ctx: Context) => ctx.world.seed.catalog.fileGroups.flatMap((g) => g.files);
const detailOf = (ctx: Context, id: number) => ctx.world.seed.catalog.fileDetail(id);

export const filesHandlers: Handlers<'files'> = {
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
  sendEventLoginCode: (input, ctx) => {
    issueCode(ctx, input.account);
    return null;
  },
  checkEventLoginCode: (input, ctx) => (codeMatches(ctx.world, input.account, input.code) ? null : wrongCode()),
  signInEvent: (input, ctx) => {
    const account = findAccount(ctx.world, input.account);
    if (!account?.events.includes(input.eventId)) return new Fail(1, '登录失败,您没有报名此活动');
    return newSession(ctx, 'file', account, { eventId: input.eventId }).token;
  },
};

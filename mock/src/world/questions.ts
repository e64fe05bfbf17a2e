// Questions to experts (tag `questions`): ask → 待回答 (state 2); answer → 已回答 (1) and an answer
// topic; give up → 已放弃 (0), which can still be answered. The tab counts are always counted from
// the same invitations the lists read. Also the picture upload of a question (uploadImage).
import { uploadImage } from '@hangjia/sdk/operations';
import { nowDateTime } from './clock.ts';
import { withSession } from './guards.ts';
import { olderThan } from './lists.ts';
import type { State } from './state.ts';
import { Fail, type Context, type Handlers } from './types.ts';

const invitesOf = (state: State, uid: number) => state.invites.filter((i) => i.toUid === uid);

function summaryOf(ctx: Context, uid: number) {
  const c = ctx.world.seed.catalog;
  const expert = c.experts.find((u) => u.id === uid);
  if (expert) return c.summary(expert);
  return ctx.world.seed.accounts.find((a) => a.user.id === uid)?.profile;
}

/** A picture is under 2 MB: the contract's rule of uploadImage's `image`, as the SDK's operation table states it. */
const MAX_UPLOAD = uploadImage.files.image.maxBytes;

/** The pictures of a question or an answer: their web addresses (anything else is dropped). */
const webImages = (imgs: string[] | undefined) => (imgs ?? []).filter((u) => /^https?:\/\//.test(u));

export const questionsHandlers: Handlers<'questions'> = {
  askQuestion: withSession((input, ctx, session) => {
    const expert = summaryOf(ctx, input.toUid);
    if (!expert) return new Fail(1, '行家不存在');
    const asker = session.account.profile;
    const state = ctx.write();
    const date = nowDateTime();
    const images = webImages(input.imgs).map((smallImageurl) => ({ smallImageurl, imageurl: smallImageurl }));
    state.invites.unshift({
      toUid: input.toUid,
      topic: {
        id: state.nextId++,
        type: 3,
        date,
        timeToShow: '刚刚',
        readNum: 0,
        state: 2,
        hidden: input.hidden ?? 0,
        user: asker,
        answer: {
          title: input.title,
          wentiTitle: input.title,
          ...(input.text ? { wentiContent: input.text, tiwen_content: input.text } : {}),
          tiwenUser: asker,
          ...(images.length ? { tiwenimgInfos: images } : {}),
        },
      },
    });
    return null;
  }),
  answerQuestion: withSession((input, ctx, session) => {
    const state = ctx.write();
    const invite = state.invites.find((i) => i.topic.id === input.id);
    if (!invite) return new Fail(1, '问题不存在');
    if (invite.toUid !== session.account.user.id) return new Fail(1, '只能回答邀请您的问题');
    // States 0 and 2 show 写回答: a question given up can still be answered, an answered one not again.
    if (invite.topic.state === 1) return new Fail(1, '该问题已处理');
    const expert = summaryOf(ctx, invite.toUid)!;
    const date = nowDateTime();
    invite.topic.state = 1;
    invite.topic.date = date;
    invite.topic.timeToShow = '刚刚';
    invite.topic.answer = {
      ...invite.topic.answer,
      huidaContent: input.text,
      huidaContents: [{ type: 'text', text: input.text }, ...webImages(input.imgs).map((text) => ({ type: 'img' as const, text }))],
      huidaUser: expert,
    };
    // The answer is a Q&A topic of the expert's feed and the news lists.
    state.answers.unshift({ ...invite.topic, user: expert });
    return null;
  }),
  updateTopicField: withSession((input, ctx, session) => {
    const state = ctx.write();
    const invite = state.invites.find((i) => i.topic.id === input.id);
    if (!invite) return new Fail(1, '问题不存在');
    if (invite.toUid !== session.account.user.id) return new Fail(1, '只能处理邀请您的问题');
    invite.topic.state = input.val;
    return null;
  }),
  listQuestions: (input, ctx) =>
    olderThan(
      invitesOf(ctx.read(), input.id).filter((i) => i.topic.state === input.type).map((i) => i.topic),
      input.date,
      input.limit,
    ),
  getMessageInfo: (input, ctx) => {
    const own = invitesOf(ctx.read(), input.id);
    const count = (s: number) => own.filter((i) => i.topic.state === s).length;
    return { waitAnswer: count(2), answered: count(1), delAnswer: count(0) };
  },
  uploadImage: async (input, ctx) => {
    // A file by what it does, not by its class: under jsdom the page's Blob is not the Fetch API's
    // that the multipart body was read with.
    const file = input.image as unknown as Blob | string;
    if (typeof file !== 'object' || typeof file?.arrayBuffer !== 'function') return new Fail(1, '上传图片只能是 JPG/PNG 格式!');
    const body = new Uint8Array(await file.arrayBuffer());
    const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => body[i] === byte);
    const jpg = body[0] === 0xff && body[1] === 0xd8 && body[2] === 0xff;
    if (!png && !jpg) return new Fail(1, '上传图片只能是 JPG/PNG 格式!');
    if (body.length >= MAX_UPLOAD) return new Fail(1, '上传图片大小不能超过 2m!');
    const name = `upload-${++ctx.world.counter}.${png ? 'png' : 'jpg'}`;
    ctx.world.files.set(name, { type: png ? 'image/png' : 'image/jpeg', body });
    return { url: `${ctx.publicUrl}/__mock/uploads/${name}` };
  },
};

import { ApiError, type components } from '@hangjia/sdk';

export type Topic = components['schemas']['Topic'];
export type UserSummary = components['schemas']['UserSummary'];

/**
 * A topic the page can show: an answer of `getTopic` that is an object but not a topic (no author,
 * no date: a broken server) is refused as the contract error it is, so the page shows its calm
 * failure instead of breaking while it renders.
 */
export function checkTopic(topic: Topic): Topic {
  const loose = topic as Partial<Topic> | null;
  if (!loose || typeof loose.user !== 'object' || loose.user === null || typeof loose.date !== 'string') {
    throw new ApiError({ kind: 'contract', operationId: 'getTopic', detail: '话题数据不完整（缺少作者或时间）' });
  }
  return topic;
}

/** A news-list title: `article.title` for articles (type 1), `answer.title` for the others. */
export function topicTitle(topic: Pick<Topic, 'type' | 'article' | 'answer' | 'document'>): string {
  if (topic.type === 1) return topic.article?.title ?? '';
  return topic.answer?.title ?? topic.answer?.wentiTitle ?? topic.document?.title ?? '';
}

/** A daily-hot-list title: Q&As (type 3) take the question title. */
export function hotTopicTitle(topic: Pick<Topic, 'type' | 'article' | 'answer' | 'document'>): string {
  if (topic.type === 3) return topic.answer?.wentiTitle ?? topic.answer?.title ?? '';
  return topicTitle(topic);
}

/** The line under an expert's name: organisations (auth 4) and auth 16 hide job and company. */
export function expertLine(user: Pick<UserSummary, 'auths' | 'job' | 'company' | 'signText'>): string {
  const auths = user.auths ?? [];
  if (auths.includes(16)) return user.signText ?? '';
  if (auths.includes(4)) return user.signText ?? '';
  return [user.company, user.job].filter(Boolean).join(' ');
}

import { describe, expect, test } from 'vitest';
import { isApiError } from '@hangjia/sdk';
import { checkTopic, expertLine, hotTopicTitle, topicTitle, type Topic } from './topic';

const article = { type: 1 as const, article: { title: '文章标题' }, answer: { title: '问答标题', wentiTitle: '问题' } };
const qa = { type: 3 as const, answer: { title: '问答标题', wentiTitle: '问题标题' } };

describe('topic titles', () => {
  test('news lists: articles by article.title, others by answer.title', () => {
    expect(topicTitle(article)).toBe('文章标题');
    expect(topicTitle(qa)).toBe('问答标题');
    expect(topicTitle({ type: 7, document: { title: '文件' } })).toBe('文件');
  });

  test('the daily hot list titles Q&As by their question', () => {
    expect(hotTopicTitle(qa)).toBe('问题标题');
    expect(hotTopicTitle(article)).toBe('文章标题');
  });
});

describe('expert lines', () => {
  type Line = Parameters<typeof expertLine>[0];
  test.each<[Line, string]>([
    [{ auths: [2], company: '晶芯光电', job: '总监', signText: '签名' }, '晶芯光电 总监'],
    [{ auths: [2, 16], company: '晶芯光电', job: '总监', signText: '签名' }, '签名'],
    [{ auths: [4], company: '晶芯光电', job: '总监' }, ''],
    [{ company: '晶芯光电' }, '晶芯光电'],
  ])('%o → %s', (user, line) => {
    expect(expertLine(user)).toBe(line);
  });
});

describe('checkTopic', () => {
  test('a topic with its author and date passes as it is', () => {
    const topic = { id: 5001, type: 1, date: '2024-05-18 09:00:00', user: { id: 7, name: '行家', icon: '' } } as unknown as Topic;
    expect(checkTopic(topic)).toBe(topic);
  });

  test.each([
    ['a list in place of a topic', { list: 'not a list', total: 'many' }],
    ['no author', { id: 5001, type: 1, date: '2024-05-18 09:00:00' }],
    ['no date', { id: 5001, type: 1, user: { id: 7, name: '行家', icon: '' } }],
    ['null', null],
  ])('%s is refused as a contract error of getTopic', (_, answer) => {
    let error: unknown;
    try {
      checkTopic(answer as unknown as Topic);
    } catch (caught) {
      error = caught;
    }
    expect(isApiError(error, 'contract')).toBe(true);
    expect(error).toMatchObject({ operationId: 'getTopic' });
  });
});

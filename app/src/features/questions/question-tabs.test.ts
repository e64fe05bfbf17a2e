import { describe, expect, test } from 'vitest';
import { QUESTION_LIMIT, questionActions, questionTabs, questionTitle, validateAnswer } from './question-tabs';

describe('the invited-questions tabs', () => {
  test('待回答, 已回答, 已放弃 list states 2, 1, 0 with the counts of messageInfo', () => {
    expect(questionTabs.map((t) => [t.label, t.state, t.count])).toEqual([
      ['待回答', 2, 'waitAnswer'],
      ['已回答', 1, 'answered'],
      ['已放弃', 0, 'delAnswer'],
    ]);
    expect(QUESTION_LIMIT).toBe(20);
  });

  test.each([
    [2, { links: false, answer: true, giveUp: true }],
    [1, { links: true, answer: false, giveUp: false }],
    [0, { links: false, answer: true, giveUp: false }],
  ])('state %i offers %o', (state, actions) => {
    expect(questionActions(state)).toEqual(actions);
  });

  test('a question is titled by its question, then its list title', () => {
    expect(questionTitle({ answer: { wentiTitle: '问', title: '标' } })).toBe('问');
    expect(questionTitle({ answer: { title: '标' } })).toBe('标');
    expect(questionTitle({})).toBe('');
  });
});

describe('the answer form', () => {
  test.each([
    ['', '输入回答内容'],
    ['   ', '输入回答内容'],
    ['成本拐点在 2025 年', null],
  ])('text %j gives %j', (text, message) => {
    expect(validateAnswer(text)).toBe(message);
  });
});

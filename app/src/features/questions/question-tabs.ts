import type { Topic } from '../../lib/content/topic';

/** The question states: 0 abandoned, 1 answered, 2 to be answered. */
export type QuestionState = 0 | 1 | 2;

export interface QuestionTab {
  value: string;
  label: string;
  /** The `type` of `listQuestions`: the state the tab lists. */
  state: QuestionState;
  /** Its count in `messageInfo`. */
  count: 'waitAnswer' | 'answered' | 'delAnswer';
}

export const questionTabs: readonly QuestionTab[] = [
  { value: 'wait', label: '待回答', state: 2, count: 'waitAnswer' },
  { value: 'answered', label: '已回答', state: 1, count: 'answered' },
  { value: 'abandoned', label: '已放弃', state: 0, count: 'delAnswer' },
];

/** Questions per load; the spec does not say (contract x-decision: 20). */
export const QUESTION_LIMIT = 20;

/** What a question offers: answered ones link to the topic; 0 and 2 take an answer; 2 may be given up. */
export function questionActions(state: number): { links: boolean; answer: boolean; giveUp: boolean } {
  return { links: state === 1, answer: state === 0 || state === 2, giveUp: state === 2 };
}

/** A question's title: the question (wentiTitle), else the list title. */
export function questionTitle(topic: Pick<Topic, 'answer' | 'article'>): string {
  return topic.answer?.wentiTitle || topic.answer?.title || topic.article?.title || '';
}

/** The one rule of the answer form: text ('输入回答内容'). */
export function validateAnswer(text: string): string | null {
  return text.trim() === '' ? '输入回答内容' : null;
}

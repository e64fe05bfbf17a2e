import type { ApiClient } from '@hangjia/sdk';
import { getMessageInfo, listQuestions } from '@hangjia/sdk/operations';
import { cursorQueryOptions, operationQueryOptions, useApiClient } from '@hangjia/sdk/react';
import { QUESTION_LIMIT, type QuestionState } from './question-tabs';

/** The query options of the invited questions, for the page's tabs. */
export const questionQueriesOf = (api: ApiClient) => ({
  /** The expert's counts of questions by state (`messageInfo` type 3), shown on the tabs. */
  counts: (uid: number) => operationQueryOptions(api, getMessageInfo, { type: 3, id: uid }),
  /** The expert's questions in one state, 20 a request by date cursor. */
  list: (uid: number, state: QuestionState) => cursorQueryOptions(api, listQuestions, { type: state, limit: QUESTION_LIMIT, id: uid }),
});

/** The same, with the page's API client. */
export const useQuestionQueries = () => questionQueriesOf(useApiClient());

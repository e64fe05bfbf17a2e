// Generated from openapi/dist/openapi.json by `npm run generate -w @hangjia/sdk`. Do not edit.
import type { OperationMeta } from '../../operation-meta';

export const answerQuestion = {"id":"answerQuestion","method":"post","path":"/openapi/v1/vue/topics/answer","tag":"questions","kind":"mutation","envelope":"json","auth":"session","pathParams":[],"queryParams":[],"body":"json","response":"json","pagination":null,"payload":null,"invalidates":["listQuestions","getMessageInfo"],"files":{}} as const satisfies OperationMeta;

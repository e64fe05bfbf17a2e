// Generated from openapi/dist/openapi.json by `npm run generate -w @hangjia/sdk`. Do not edit.
import type { OperationMeta } from '../../operation-meta';

export const listMyReports = {"id":"listMyReports","method":"get","path":"/openapi/v1/vue/myreport","tag":"sc","kind":"query","envelope":"json","auth":"sc","pathParams":[],"queryParams":["userId","phone"],"body":null,"response":"json","pagination":null,"payload":"object","invalidates":[],"files":{}} as const satisfies OperationMeta;

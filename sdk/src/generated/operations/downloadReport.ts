// Generated from openapi/dist/openapi.json by `npm run generate -w @hangjia/sdk`. Do not edit.
import type { OperationMeta } from '../../operation-meta';

export const downloadReport = {"id":"downloadReport","method":"post","path":"/openapi/v1/vue/crm/downloadReport","tag":"crm","kind":"mutation","envelope":"json","auth":"sc","pathParams":[],"queryParams":[],"body":"json","response":"blob","pagination":null,"payload":null,"invalidates":[],"files":{}} as const satisfies OperationMeta;

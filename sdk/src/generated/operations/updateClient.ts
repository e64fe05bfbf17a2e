// Generated from openapi/dist/openapi.json by `npm run generate -w @hangjia/sdk`. Do not edit.
import type { OperationMeta } from '../../operation-meta';

export const updateClient = {"id":"updateClient","method":"post","path":"/openapi/v1/vue/crm/company/update","tag":"sc","kind":"mutation","envelope":"json","auth":"sc","pathParams":[],"queryParams":[],"body":"json","response":"json","pagination":null,"payload":null,"invalidates":["getClient","listMyClients"],"files":{}} as const satisfies OperationMeta;

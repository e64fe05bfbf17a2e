// Generated from openapi/dist/openapi.json by `npm run generate -w @hangjia/sdk`. Do not edit.
import type { OperationMeta } from '../../operation-meta';

export const saveServiceRecord = {"id":"saveServiceRecord","method":"post","path":"/openapi/v1/vue/crm/save","tag":"crm","kind":"mutation","envelope":"json","auth":"sc","pathParams":[],"queryParams":[],"body":"json","response":"json","pagination":null,"payload":null,"invalidates":["getServiceItem","listServiceProjects"],"files":{}} as const satisfies OperationMeta;

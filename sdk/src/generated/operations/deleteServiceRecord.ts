// Generated from openapi/dist/openapi.json by `npm run generate -w @hangjia/sdk`. Do not edit.
import type { OperationMeta } from '../../operation-meta';

export const deleteServiceRecord = {"id":"deleteServiceRecord","method":"get","path":"/openapi/v1/vue/crm/item/delete","tag":"crm","kind":"mutation","envelope":"json","auth":"sc","pathParams":[],"queryParams":["id"],"body":null,"response":"json","pagination":null,"payload":null,"invalidates":["getServiceItem","listServiceProjects"],"files":{}} as const satisfies OperationMeta;

// Generated from openapi/dist/openapi.json by `npm run generate -w @hangjia/sdk`. Do not edit.
import type { OperationMeta } from '../../operation-meta';

export const listServiceProjects = {"id":"listServiceProjects","method":"get","path":"/openapi/v1/vue/crm/services","tag":"crm","kind":"query","envelope":"json","auth":"sc","pathParams":[],"queryParams":["phone","type"],"body":null,"response":"json","pagination":null,"payload":"object","invalidates":[],"files":{}} as const satisfies OperationMeta;

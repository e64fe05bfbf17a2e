// Generated from openapi/dist/openapi.json by `npm run generate -w @hangjia/sdk`. Do not edit.
import type { OperationMeta } from '../../operation-meta';

export const getCrmServiceColumns = {"id":"getCrmServiceColumns","method":"get","path":"/crm/api/service/columns","tag":"crm","kind":"query","envelope":"json","auth":"sc","pathParams":[],"queryParams":["executorPc","type","itemIds","ownerUser","executor"],"body":null,"response":"json","pagination":null,"payload":"object","invalidates":[],"files":{}} as const satisfies OperationMeta;

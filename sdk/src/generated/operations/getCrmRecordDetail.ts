// Generated from openapi/dist/openapi.json by `npm run generate -w @hangjia/sdk`. Do not edit.
import type { OperationMeta } from '../../operation-meta';

export const getCrmRecordDetail = {"id":"getCrmRecordDetail","method":"get","path":"/crm/api/record/detail","tag":"crm","kind":"query","envelope":"json","auth":"sc","pathParams":[],"queryParams":["serviceTypeId","serviceId"],"body":null,"response":"json","pagination":null,"payload":"object","invalidates":[],"files":{}} as const satisfies OperationMeta;
